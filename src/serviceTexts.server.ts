// The service texts in the server bundle, which takes this module for bodies.ts (builder/build.ts).
// The texts stay out of that bundle, so it is the same after a text is edited and a build can reuse
// it; the prerender provides each text a page asks for (builder/prerender.ts), and keys each page it
// caches on the texts that page showed.
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

// The slugs of the texts asked for since the last call, sorted; the list starts empty again.
export function bodiesShown(): string[] {
  const slugs = [...shown].sort();
  shown.clear();
  return slugs;
}
