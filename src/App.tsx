import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from './components/SiteLayout';
import { servicePath } from './content/paths';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { GlobalStyles } from './theme/GlobalStyles';
import { theme } from './theme/theme';

const ServicePage = lazy(() => import('./pages/ServicePage'));

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
            <Route
              path={servicePath(':serviceId')}
              element={
                <Suspense>
                  <ServicePage />
                </Suspense>
              }
            />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ThemeProvider>
    </CacheProvider>
  );
}
