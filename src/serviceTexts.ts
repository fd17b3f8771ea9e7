// Service texts (the MDX bodies), each a file of its own that a service page loads when it is shown:
// texts/<slug>.js, written by the build (builder/texts.ts), is the body of a function that
// takes React's JSX runtime. Outside the bundles, a text's edit changes one small file, and a page
// loads its own text only. The dev server compiles each text as a module (@mdx-js/rollup).
import type { MDXContent } from 'mdx/types';
import { use } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { sameRoute, servicePath, textFile } from '../collections/paths.ts';

type TextModule = { default: (runtime: typeof jsxRuntime) => { default: MDXContent } };
// React's `use` reads a promise's outcome from these fields; set as soon as it settles, a text that
// has arrived renders at once instead of suspending for a moment, and a failure is not downloaded
// again by the next render. `held`: failed for the prerendered page (below).
type Loading = Promise<MDXContent> & {
  status?: 'fulfilled' | 'rejected';
  value?: MDXContent;
  reason?: unknown;
  held?: boolean;
};

// Only the dev server has import.meta.hot (import.meta.env.DEV is also true in a build with React's
// development build, such as npm run build:subpath).
const devTexts = import.meta.hot
  ? import.meta.glob<MDXContent>('/content/services/*.mdx', { import: 'default' })
  : undefined;

// `version`: the prerendered page's own text carries its version (builder/prerender.ts), so hydration
// never meets a text cached before a deploy; the files' names have none.
const download = (slug: string, version?: string): Promise<MDXContent> =>
  devTexts
    ? devTexts[`/content/services/${slug}.mdx`]()
    : import(
        /* @vite-ignore */ `${import.meta.env.BASE_URL}${textFile(slug)}${version ? `?v=${version}` : ''}`
      ).then((module: TextModule) => module.default(jsxRuntime).default);

// A failed download, which the service route answers by loading the page itself (src/App.tsx).
export class TextDownloadError extends Error {}

const texts = new Map<string, Loading>();
// The route the page's HTML was prerendered for (entry-client.tsx reads it too), until the visitor
// moves to another one inside the app (noteRoute, called by src/App.tsx).
const root = document.getElementById('root');
let prerenderedRoute = root?.dataset.route;
export function noteRoute(route: string): void {
  if (prerenderedRoute === undefined || !sameRoute(route, prerenderedRoute)) prerenderedRoute = undefined;
}

// Starts loading a service's text (once); the service route calls it beside the page's own code.
export function loadServiceBody(slug: string): Promise<MDXContent> {
  const forPrerenderedPage = prerenderedRoute === servicePath(slug);
  let text = texts.get(slug);
  // A text that failed for the prerendered page is tried again when the visitor comes back to it.
  if (text?.held && !forPrerenderedPage) text = undefined;
  if (!text) {
    const loading: Loading = download(slug, forPrerenderedPage ? root?.dataset.text : undefined).then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
        return value;
      },
      (error: unknown) => {
        // The prerendered page shows the text already: it stays as the HTML has it, and the page
        // never waits for a text that did not come.
        if (forPrerenderedPage) {
          loading.held = true;
          return new Promise<never>(() => {});
        }
        // The dev server's error (a text that does not compile) goes to its overlay as it is.
        if (devTexts) throw error;
        const failure = new TextDownloadError(`The text of ${slug} did not download`, { cause: error });
        loading.status = 'rejected';
        loading.reason = failure;
        throw failure;
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
