import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { sameRoute, servicePath } from '../collections/paths.ts';
import { App, ServicePage } from './App.tsx';
import { layoutParts } from './components/SiteLayout.tsx';
import { findService } from './content.ts';
import { createEmotionCache } from './emotion.ts';
import { HomeSections } from './pages/HomePage.tsx';
import { textArrival } from './serviceTexts.ts';

const container = document.getElementById('root')!;
// A static host also serves a folder's page at …/index.html: the router knows it by the folder's address.
const { pathname, search, hash } = window.location;
if (pathname.endsWith('/index.html'))
  history.replaceState(history.state, '', pathname.slice(0, -'index.html'.length) + search + hash);
// The base keeps its trailing slash, so links to the landing page read /pr-preview/pr-12/#about.
const basename = import.meta.env.BASE_URL;
const app = (
  <BrowserRouter basename={basename}>
    <App cache={createEmotionCache()} />
  </BrowserRouter>
);

// 404.html is served for every unknown path, so its markup only matches the page it was rendered for.
const rendered = container.dataset.route;
const current = `/${window.location.pathname.slice(basename.length)}`;
// The parts of a page that come in files of their own. Hydration waits for them: React renders a popstate
// (the skip link, a link not hydrated yet, Back) at once, and would swap a part still waiting for its
// code for its empty fallback.
function partsOf(path: string): Promise<unknown>[] {
  const service = findService(matchPath(servicePath(':serviceId'), path)?.params.serviceId);
  const page = service
    ? [ServicePage.preload(), textArrival(service.slug)]
    : sameRoute(path, '/')
      ? [HomeSections.preload()]
      : [];
  return [...layoutParts.map((part) => part.preload()), ...page];
}

// Hydrating in a transition lets React yield to the browser instead of holding the main thread.
if (container.hasChildNodes() && rendered !== undefined && sameRoute(rendered, current)) {
  const hydrate = () => startTransition(() => void hydrateRoot(container, app));
  void Promise.all(partsOf(current)).then(hydrate, hydrate);
} else {
  // An unknown service's address is answered with 404.html: its page's code comes first, so the page
  // goes from that markup straight to "Service not found", never through an empty frame.
  const render = () => createRoot(container).render(app);
  if (matchPath(servicePath(':serviceId'), current)) ServicePage.preload().then(render, render);
  else render();
}
