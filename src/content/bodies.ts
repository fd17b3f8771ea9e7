// Service texts (the MDX bodies). Each one is a chunk of its own, so a service page downloads its own
// text and no other, however many services the site has (1 MB of texts at 1,000 services).
import type { MDXProps } from 'mdx/types';
import type { ComponentType } from 'react';
import { preloadable } from '../lib/preloadable';

type Text = ComponentType<MDXProps> & { preload: () => Promise<unknown> };

const loaders = import.meta.glob<{ default: ComponentType<MDXProps> }>('/content/services/*.mdx');
const texts = new Map<string, Text>();

// The text of a service as a component that renders once its chunk has arrived (at once when it has
// already), the same component for every render of the page.
export function serviceBody(slug: string): Text | undefined {
  const load = loaders[`/content/services/${slug}.mdx`];
  if (!load) return undefined;
  let text = texts.get(slug);
  if (!text) texts.set(slug, (text = preloadable(load)));
  return text;
}

// Starts fetching a service's text, alongside the service page's own code rather than after it. A
// failed download is tried again, and shown, when the page renders the text.
export function preloadServiceBody(slug: string | undefined): void {
  void serviceBody(slug ?? '')
    ?.preload()
    .catch(() => {});
}
