import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container } from './Layout.tsx';
import { SiteLink } from './SiteLink.tsx';
import { alpha, colors } from '../theme/tokens.ts';

const Band = styled.header(({ theme }) => ({
  paddingTop: `calc(${theme.layout.navHeight} + ${theme.space.xxl})`,
  paddingBottom: theme.space.xxl,
  background: `radial-gradient(50rem 24rem at 90% -20%, ${alpha(colors.accent, 0.45)}, transparent 60%), ${theme.colors.night}`,
  color: theme.colors.onNightMuted,
}));

const Inner = styled(Container)(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'start',
  h1: {
    fontSize: theme.fontSizes.display,
    letterSpacing: '-0.03em',
    color: theme.colors.surface,
    overflowWrap: 'anywhere', // as wide as its text, but a long word in large text breaks at the band's edge
  },
  p: { fontSize: theme.fontSizes.lg, maxWidth: '40rem' },
}));

const Back = styled(SiteLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.colors.onNight,
  fontWeight: 600,
  textUnderlineOffset: '0.25em',
}));

const Icon = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: theme.radii.md,
  background: alpha(colors.primarySoft, 0.1),
  color: theme.colors.surface,
}));

export interface PageBandProps {
  title: string;
  text?: string;
  icon?: ReactNode;
  back?: { href: string; label: string };
  children?: ReactNode;
}

// The dark band at the top of inner pages, under the transparent navbar.
export function PageBand({ title, text, icon, back, children }: PageBandProps) {
  return (
    <Band>
      <Inner>
        {back && (
          <Back href={back.href}>
            <span aria-hidden="true">←&nbsp;</span>
            {back.label}
          </Back>
        )}
        {icon && <Icon>{icon}</Icon>}
        <h1>{title}</h1>
        {text && <p>{text}</p>}
        {children}
      </Inner>
    </Band>
  );
}
