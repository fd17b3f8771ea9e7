import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { bodiesShown } from './serviceTexts.server.ts';
import { createEmotionCache } from './emotion.ts';
import { metaFor, notFoundMeta, type PageMeta } from './pages/meta.ts';

export { notFoundRoute, prerenderRoutes } from './routes.ts';
// The content the prerender's head tags, structured data and sitemap are made from.
export { services, site } from './content.ts';
// The prerender's source of the service texts, which this bundle leaves out.
export { provideBodies } from './serviceTexts.server.ts';

export interface Rendered {
  html: string;
  styles: string;
  meta: PageMeta;
  // The slugs of the service texts the page shows (its cache key: builder/prerender.ts).
  bodies: string[];
}

// A Suspense boundary that React left for the browser to render: a part that had not loaded, or one
// that failed.
const leftToTheBrowser = '<!--$!-->';

// `basename` is the deploy's base path with its trailing slash ("/" or "/pr-preview/pr-12/").
// renderToString is the cheaper call (0.7 of prerender's CPU a page: docs/performance-log.md), but it
// cannot wait: a lazy part it meets before that part has loaded is left to the browser, or, outside
// any Suspense boundary, makes it throw. Such a page (the first of each kind in a build) is rendered
// once with prerender, which waits for every part and fails on any error, and then again. So every
// page is renderToString's: each part in place, and Emotion's CSS in the order of the page's tree.
export async function render(url: string, basename: string, { notFound = false } = {}): Promise<Rendered> {
  let rendered: Rendered | undefined;
  try {
    rendered = renderNow(url, basename, notFound);
  } catch {
    // A part that was not ready, or an error that prerender meets again and reports.
  }
  if (rendered && !rendered.html.includes(leftToTheBrowser)) return rendered;
  await waitForParts(url, basename);
  const again = renderNow(url, basename, notFound);
  if (again.html.includes(leftToTheBrowser))
    throw new Error(
      `${url}: part of the page is still left to the browser once every lazy part has loaded (a part that suspends on every render, or one that asks to be rendered in the browser)`,
    );
  return again;
}

function page(url: string, basename: string, cache: EmotionCache) {
  return (
    <StaticRouter location={basename.replace(/\/$/, '') + url} basename={basename}>
      <App cache={cache} />
    </StaticRouter>
  );
}

function renderNow(url: string, basename: string, notFound: boolean): Rendered {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  bodiesShown();
  const html = renderToString(page(url, basename, cache));
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, meta: notFound ? notFoundMeta() : metaFor(url), bodies: bodiesShown() };
}

// Renders the page with prerender, which waits for its lazy parts to load. Its HTML is not kept, so
// how prerender would write large boundaries does not matter here.
async function waitForParts(url: string, basename: string): Promise<void> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(page(url, basename, createEmotionCache()), {
    onError: (error) => {
      failures.push(error);
    },
  });
  await prelude.cancel();
  // An error inside a Suspense boundary would otherwise leave that part to the browser and the build
  // would go on: a page that failed to render fails the build.
  if (failures.length) throw failures[0];
}
