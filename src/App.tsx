import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { Component, lazy, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { SiteLayout } from './components/SiteLayout.tsx';
import { findService, site } from './content.ts';
import { preloadable } from './lib/preloadable.ts';
import { loadServiceBody, noteRoute, TextDownloadError } from './serviceTexts.ts';
import { hasMessageSentPage, messageSentPath, servicePath } from '../collections/paths.ts';
import { HomePage } from './pages/HomePage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { GlobalStyles } from './theme/GlobalStyles.tsx';
import { theme } from './theme/theme.ts';

// Loaded before an unknown service's address is drawn over 404.html (src/entry-client.tsx).
export const ServicePage = preloadable(() => import('./pages/ServicePage.tsx'));
const MessageSentPage = lazy(() => import('./pages/MessageSentPage.tsx'));

// A text that did not download on the way to its page (a network blip, a new deploy): the browser loads
// the prerendered page instead, which never gets this error (src/serviceTexts.ts). Others go on up.
class LoadPageOnFailedText extends Component<{ children: ReactNode }, { error?: unknown }> {
  state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof TextDownloadError) window.location.reload();
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof TextDownloadError) return null;
    throw error;
  }
}

// A service's page: its code and its text download side by side.
function ServiceRoute() {
  const service = findService(useParams().serviceId);
  if (service) void loadServiceBody(service.slug);
  return (
    <LoadPageOnFailedText>
      <ServicePage />
    </LoadPageOnFailedText>
  );
}

export interface AppProps {
  cache: EmotionCache;
}

// The router itself (static or browser) wraps this component in the two entry points.
export function App({ cache }: AppProps) {
  const { pathname } = useLocation();
  useEffect(() => noteRoute(pathname), [pathname]);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <Routes>
          <Route element={<SiteLayout />}>
            <Route index element={<HomePage />} />
            <Route path={servicePath(':serviceId')} element={<ServiceRoute />} />
            {hasMessageSentPage(site) && <Route path={messageSentPath} element={<MessageSentPage />} />}
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ThemeProvider>
    </CacheProvider>
  );
}
