import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../content.ts';
import { ButtonLink } from '../components/Button.tsx';
import { notFoundMeta } from './meta.ts';
import { usePageMeta } from './usePageMeta.ts';
import { alpha, colors } from '../theme/tokens.ts';

const Shell = styled.main(({ theme }) => ({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: theme.layout.gutter,
  textAlign: 'center',
  background: `radial-gradient(40rem 24rem at 50% 0%, ${alpha(colors.accent, 0.4)}, transparent 60%), ${theme.colors.night}`,
  color: theme.colors.onNightMuted,
}));

const Code = styled.h1(({ theme }) => ({
  fontSize: 'min(clamp(5rem, 3rem + 10vw, 9rem), 38vw)', // large text still fits the screen
  fontWeight: 800,
  letterSpacing: '-0.04em',
  lineHeight: 1,
  color: theme.colors.surface,
}));

const Message = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.xl,
  margin: `${theme.space.md} 0 ${theme.space.xl}`,
}));

export function NotFoundPage() {
  const { pathname } = useLocation();
  const copy = site.notFound;
  usePageMeta(notFoundMeta());
  // A warning, not an error: a visitor mistyping a URL is not a fault of the site.
  useEffect(() => console.warn('404: no page at', pathname), [pathname]);
  return (
    <Shell id="main">
      <div>
        <Code>{copy.code}</Code>
        <Message>{copy.message}</Message>
        <ButtonLink href="/">{copy.homeLink}</ButtonLink>
      </div>
    </Shell>
  );
}
