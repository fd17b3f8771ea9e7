import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { bodiesShown } from './content/bodies.server';
import { createEmotionCache } from './emotion';
import { metaFor, notFoundMeta, type PageMeta } from './pages/meta';

export { notFoundRoute, prerenderRoutes } from './routes';
// The content the prerender's head tags, structured data and sitemap are made from.
export { services, site } from './content';
// The prerender's source of the service texts, which this bundle leaves out.
export { provideBodies } from './content/bodies.server';

export interface Rendered {
  html: string;
  styles: string;
  meta: PageMeta;
  // The slugs of the service texts the page shows (its cache key: scripts/prerender.ts).
  bodies: string[];
}

// `basename` is the deploy's base path with its trailing slash ("/" or "/pr-preview/pr-12/").
export async function render(url: string, basename: string, { notFound = false } = {}): Promise<Rendered> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  bodiesShown();
  // An error inside a Suspense boundary would otherwise leave that part to the browser and the build
  // would go on: a page that failed to render fails the build.
  let failure: unknown;
  const { prelude } = await prerender(
    <StaticRouter location={basename.replace(/\/$/, '') + url} basename={basename}>
      <App cache={cache} />
    </StaticRouter>,
    // React writes large Suspense boundaries out of order, moved into place by inline scripts that
    // the CSP blocks (and that leave the content hidden without JavaScript): keep every one in place.
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  if (failure) throw failure;
  const html = await new Response(prelude).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, meta: notFound ? notFoundMeta() : metaFor(url), bodies: bodiesShown() };
}
