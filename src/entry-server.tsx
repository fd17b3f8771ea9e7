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
  bodies: string[]; // the service texts shown: the page's cache key (builder/prerender.ts)
}

// A Suspense boundary React left for the browser: a part that had not loaded, or one that failed.
const leftToTheBrowser = '<!--$!-->';

// `basename` keeps its trailing slash ("/" or "/pr-preview/pr-12/"). renderToString is cheaper but cannot
// wait for a lazy part: a page that meets one waits for its parts with prerender and renders again, so
// every page is renderToString's, with Emotion's CSS in the tree's order.
export async function render(url: string, basename: string, { notFound = false } = {}): Promise<Rendered> {
  try {
    const rendered = renderNow(url, basename, notFound);
    if (!rendered.html.includes(leftToTheBrowser)) return rendered;
  } catch {
    // A part that was not ready, or an error that prerender meets again and reports.
  }
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

// prerender waits for the lazy parts to load; its HTML is not kept.
async function waitForParts(url: string, basename: string): Promise<void> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(page(url, basename, createEmotionCache()), {
    onError: (error) => void failures.push(error),
  });
  await prelude.cancel();
  // An error inside a Suspense boundary would leave that part to the browser: fail the build instead.
  if (failures.length) throw failures[0];
}
