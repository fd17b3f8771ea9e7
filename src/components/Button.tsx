import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { SiteLink } from './SiteLink.tsx';
import { alpha, colors } from '../theme/tokens.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'light';

const buttonStyles = ({ theme, variant = 'primary' }: { theme: Theme; variant?: ButtonVariant }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.xs,
  minHeight: '2.75rem',
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radii.pill,
  border: '2px solid transparent',
  fontWeight: 600,
  fontSize: theme.fontSizes.md,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 0.2s, color 0.2s, border-color 0.2s, transform 0.2s',
  ...(variant === 'primary' && {
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    '&:hover': { background: theme.colors.primaryHover },
  }),
  ...(variant === 'secondary' && {
    background: 'transparent',
    color: theme.colors.primary,
    borderColor: theme.colors.primary,
    '&:hover': { background: theme.colors.primarySoft },
  }),
  ...(variant === 'light' && {
    background: 'transparent',
    color: theme.colors.onNight,
    borderColor: alpha(colors.onNight, 0.6),
    '&:hover': { background: alpha(colors.onNight, 0.12), borderColor: theme.colors.onNight },
  }),
  [theme.media.motionOk]: { '&:hover': { transform: 'translateY(-1px)' } },
  // Small screens: a long label in large text breaks inside the button rather than past its edge.
  [theme.media.small]: { overflowWrap: 'anywhere' as const },
});

// `variant` styles the button and is not an attribute of the element.
const withoutVariant = { shouldForwardProp: (prop: PropertyKey) => prop !== 'variant' };

export const ButtonLink = styled(SiteLink, withoutVariant)<{ variant?: ButtonVariant }>(buttonStyles);
export const Button = styled('button', withoutVariant)<{ variant?: ButtonVariant }>(buttonStyles);
