import styled from '@emotion/styled';
import { Outlet } from 'react-router-dom';
import { site } from '../content';
import { breakpoints, colors } from '../theme/tokens';
import { useScrollToHash } from '../hooks/useScrollToHash';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PillNav } from './PillNav';
import { ScrollProgress } from './ScrollProgress';
import { SkipLink } from './SkipLink';

const Main = styled.main({ display: 'block' });

// Without JavaScript the menu cannot open, so it is shown in full and the toggle is hidden.
const noScriptStyles = `@media (max-width: ${breakpoints.small - 0.02}px){.site-menu{display:flex!important;position:static!important;box-shadow:none!important}.menu-toggle{display:none!important}header{position:absolute!important;background:${colors.surface}!important;color:${colors.ink}!important}header>div{flex-wrap:wrap}}`;

export function SiteLayout() {
  useScrollToHash();
  return (
    <>
      <noscript>
        <style>{noScriptStyles}</style>
      </noscript>
      <SkipLink label={site.ui.skipLink} />
      <Navbar>
        <ScrollProgress label={site.ui.progress} />
      </Navbar>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <PillNav />
      <Footer />
    </>
  );
}
