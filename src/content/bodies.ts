// Service texts (the MDX bodies), loaded only by the service page's chunk.
import type { MDXContent } from 'mdx/types';

const bodies = import.meta.glob<MDXContent>('/content/services/*.mdx', { eager: true, import: 'default' });

export function serviceBody(slug: string): MDXContent | undefined {
  return bodies[`/content/services/${slug}.mdx`];
}
