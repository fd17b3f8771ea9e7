import styled from '@emotion/styled';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { site } from '../content.ts';
import { preloadable } from '../lib/preloadable.ts';
import { whenIdle } from '../motion/whenIdle.ts';
import { HomeSections } from '../pages/HomePage.tsx';
import { colors, media } from '../theme/tokens.ts';
import { useScrollToHash } from '../hooks/useScrollToHash.ts';
import { Navbar } from './Navbar.tsx';

// Far below the fold, or working as plain links until hydrated: their code arrives after the rest.
const Footer = preloadable(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })));
const PillNav = preloadable(() => import('./PillNav.tsx').then((module) => ({ default: module.PillNav })));
const ScrollProgress = preloadable(() =>
  import('./ScrollProgress.tsx').then((module) => ({ default: module.ScrollProgress })),
);
export const layoutParts = [Footer, PillNav, ScrollProgress];

const SkipLink = styled.a(({ theme }) => ({
  position: 'fixed',
  top: theme.space.sm,
  left: theme.space.sm,
  zIndex: theme.zIndices.skipLink,
  padding: `${theme.space.sm} ${theme.space.md}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.ink,
  color: theme.colors.surface,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
  [theme.media.print]: { display: 'none' },
}));

const Main = styled.main({ display: 'block' });

// Without JavaScript the menu cannot open, so it is shown in full, above the page, and the toggle is hidden.
const noScriptStyles = `${media.small}{.site-menu{display:flex!important;position:static!important;box-shadow:none!important}.menu-toggle{display:none!important}.site-header{position:static!important;background:${colors.surface}!important;color:${colors.ink}!important}.site-header nav{margin:0!important}}`;

export function SiteLayout() {
  useScrollToHash();
  // The landing page's sections load while the browser is idle, so links back to them land in place.
  useEffect(() => void whenIdle().then(HomeSections.preload), []);
  return (
    <>
      <noscript>
        <style>{noScriptStyles}</style>
      </noscript>
      <SkipLink href="#main">{site.ui.skipLink}</SkipLink>
      <Navbar>
        <Suspense>
          <ScrollProgress label={site.ui.progress} />
        </Suspense>
      </Navbar>
      <Main id="main" tabIndex={-1}>
        {/* Already shown when the visitor moves on: the page stays until the next one has loaded. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </Main>
      <Suspense>
        <PillNav />
      </Suspense>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}
