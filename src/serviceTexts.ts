// Service texts, one file each outside the bundles (builder/texts.ts): an edit changes one small file.
import type { MDXContent } from 'mdx/types';
import { use } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { sameRoute, servicePath, textFile } from '../collections/paths.ts';

type TextModule = { default: (runtime: typeof jsxRuntime) => { default: MDXContent } };
// Fields React's `use` reads: set on settling, an arrived text renders without suspending and a failure
// is not downloaded again. `held`: failed for the prerendered page (below), which leaves the promise
// pending for good; `settled`: the download's end, come or not.
type Loading = Promise<MDXContent> & {
  status?: 'fulfilled' | 'rejected';
  value?: MDXContent;
  reason?: unknown;
  held?: boolean;
  settled?: Promise<unknown>;
};

// Only the dev server has import.meta.hot; import.meta.env.DEV is true in npm run build:subpath too. So no
// build lists content/services/: a draft's file name never reaches a production build.
const devTexts = import.meta.hot
  ? import.meta.glob<MDXContent>('/content/services/*.mdx', { import: 'default' })
  : undefined;

// `version` (builder/prerender.ts): file names carry none, and hydration must not meet a stale cached text.
const download = (slug: string, version?: string): Promise<MDXContent> =>
  devTexts
    ? devTexts[`/content/services/${slug}.mdx`]()
    : import(
        /* @vite-ignore */ `${import.meta.env.BASE_URL}${textFile(slug)}${version ? `?v=${version}` : ''}`
      ).then((module: TextModule) => module.default(jsxRuntime).default);

// A failed download, which the service route answers by loading the page itself (src/App.tsx).
export class TextDownloadError extends Error {}

const texts = new Map<string, Loading>();
// The route the HTML was prerendered for, until the visitor moves within the app (noteRoute, App.tsx).
const root = document.getElementById('root');
let prerenderedRoute = root?.dataset.route;
export function noteRoute(route: string): void {
  if (prerenderedRoute === undefined || !sameRoute(route, prerenderedRoute)) prerenderedRoute = undefined;
}

// Starts loading a service's text (once); the service route calls it beside the page's own code.
export function loadServiceBody(slug: string): Promise<MDXContent> {
  const forPrerenderedPage = prerenderedRoute === servicePath(slug);
  let text = texts.get(slug);
  if (text?.held && !forPrerenderedPage) text = undefined; // failed for the prerendered page: retry
  if (!text) {
    const arrival = download(slug, forPrerenderedPage ? root?.dataset.text : undefined);
    const loading: Loading = arrival.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
        return value;
      },
      (error: unknown) => {
        // The prerendered page already shows the text: keep it, and never wait for one that did not come.
        if (forPrerenderedPage) {
          loading.held = true;
          // The app cannot move on from a page that never hydrates, so links load their pages themselves.
          const skipApp = (event: MouseEvent) => {
            if ((event.target as Element).closest('a[href]')) event.stopPropagation();
          };
          document.addEventListener('click', skipApp, { capture: true });
          return new Promise<never>(() => {});
        }
        if (devTexts) throw error; // to the dev server's overlay as it is
        const failure = new TextDownloadError(`The text of ${slug} did not download`, { cause: error });
        loading.status = 'rejected';
        loading.reason = failure;
        throw failure;
      },
    );
    loading.catch(() => {}); // nobody may be waiting yet; the page gets the error from `use`
    loading.settled = Promise.allSettled([arrival]);
    texts.set(slug, (text = loading));
  }
  return text;
}

// Settles once the text has come or failed: hydration waits for it (src/entry-client.tsx).
export function textArrival(slug: string): Promise<unknown> {
  void loadServiceBody(slug);
  return texts.get(slug)!.settled!;
}

export function useServiceBody(slug: string): MDXContent {
  return use(loadServiceBody(slug));
}
