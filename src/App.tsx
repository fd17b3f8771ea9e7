import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { SiteLayout } from './components/SiteLayout';
import { findService } from './content';
import { loadServiceBody } from './content/bodies';
import { servicePath } from './content/paths';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { GlobalStyles } from './theme/GlobalStyles';
import { theme } from './theme/theme';

const ServicePage = lazy(() => import('./pages/ServicePage'));

// A service's page: its code and its text download side by side.
function ServiceRoute() {
  const service = findService(useParams().serviceId);
  if (service) void loadServiceBody(service.slug);
  return (
    <Suspense>
      <ServicePage />
    </Suspense>
  );
}

export interface AppProps {
  cache: EmotionCache;
}

// The router itself (static or browser) wraps this component in the two entry points.
export function App({ cache }: AppProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <Routes>
          <Route element={<SiteLayout />}>
            <Route index element={<HomePage />} />
            <Route path={servicePath(':serviceId')} element={<ServiceRoute />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ThemeProvider>
    </CacheProvider>
  );
}
