// Replaces serviceTexts.ts in the server bundle (builder/build.ts): the prerender provides the texts
// (builder/prerender.ts), so text edits leave the bundle unchanged.
import type { MDXContent } from 'mdx/types';

let load: (slug: string) => MDXContent | undefined = () => undefined;
const shown = new Set<string>();

// The prerender has every text at hand: nothing to start ahead of a render, and nothing fails.
export function loadServiceBody(): void {}
export function noteRoute(): void {}
export class TextDownloadError extends Error {}

export function useServiceBody(slug: string): MDXContent | undefined {
  shown.add(slug);
  return load(slug);
}

export function provideBodies(loader: (slug: string) => MDXContent | undefined): void {
  load = loader;
}

export function bodiesShown(): string[] {
  const slugs = [...shown].sort();
  shown.clear();
  return slugs;
}
