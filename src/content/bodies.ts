// Service texts (the MDX bodies), each a file of its own that a service page loads when it is shown:
// texts/<slug>.js, written by the build (scripts/content/texts.ts), is the body of a function that
// takes React's JSX runtime. Outside the bundles, a text's edit changes one small file, and a page
// loads its own text only. The dev server compiles each text as a module (@mdx-js/rollup).
import type { MDXContent } from 'mdx/types';
import { use } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

type TextModule = { default: (runtime: typeof jsxRuntime) => { default: MDXContent } };
// React's `use` reads a promise's outcome from these fields; set as soon as it settles, a text that
// has arrived renders at once instead of suspending for a moment.
type Loading = Promise<MDXContent> & { status?: 'fulfilled'; value?: MDXContent };

// Only the dev server has import.meta.hot (import.meta.env.DEV is also true in a build with React's
// development build, such as npm run build:subpath).
const devTexts = import.meta.hot
  ? import.meta.glob<MDXContent>('/content/services/*.mdx', { import: 'default' })
  : undefined;

const download = (slug: string): Promise<MDXContent> =>
  devTexts
    ? devTexts[`/content/services/${slug}.mdx`]()
    : import(/* @vite-ignore */ `${import.meta.env.BASE_URL}texts/${slug}.js`).then(
        (module: TextModule) => module.default(jsxRuntime).default,
      );

const texts = new Map<string, Loading>();

// Starts loading a service's text (once); the service route calls it beside the page's own code.
export function loadServiceBody(slug: string): Promise<MDXContent> {
  let text = texts.get(slug);
  if (!text) {
    const loading: Loading = download(slug).then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
        return value;
      },
      (error: unknown) => {
        // A failed download (a network blip) is tried again on the next visit to the page.
        texts.delete(slug);
        throw error;
      },
    );
    // Nobody may be waiting yet; the page that needs the text gets the error from `use`.
    loading.catch(() => {});
    texts.set(slug, (text = loading));
  }
  return text;
}

// The text of a service that exists, suspending the page until it has arrived.
export function useServiceBody(slug: string): MDXContent {
  return use(loadServiceBody(slug));
}
