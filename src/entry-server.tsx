import createEmotionServer from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';
import { createEmotionCache } from './emotion';
import { metaFor, notFoundMeta, type PageMeta } from './pages/meta';

export { notFoundRoute, prerenderRoutes } from './routes';

export interface Rendered {
  html: string;
  styles: string;
  meta: PageMeta;
}

export async function render(url: string, basename: string, { notFound = false } = {}): Promise<Rendered> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StaticRouter location={basename + url} basename={basename || undefined}>
      <App cache={cache} />
    </StaticRouter>,
  );
  const html = await new Response(prelude).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, meta: notFound ? notFoundMeta() : metaFor(url) };
}
