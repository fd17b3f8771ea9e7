import { Global, useTheme, type Theme } from '@emotion/react';

export const globalStyles = (theme: Theme) => ({
  '*, *::before, *::after': { boxSizing: 'border-box' as const },
  html: {
    scrollPaddingTop: `calc(${theme.layout.navHeight} + ${theme.space.md})`,
    // Focused controls and anchors stop clear of the fixed navbar and of the floating pill navigation.
    scrollPaddingBottom: theme.layout.pillClearance,
    [theme.media.short]: { scrollPaddingTop: theme.space.md, scrollPaddingBottom: theme.space.md },
    WebkitTextSizeAdjust: '100%',
    [theme.media.motionOk]: { scrollBehavior: 'smooth' as const },
  },
  body: {
    margin: 0,
    fontFamily: theme.fonts.body,
    fontSize: theme.fontSizes.md,
    lineHeight: 1.65,
    color: theme.colors.text,
    background: theme.colors.surface,
    // A word wider than its line (large text on a small screen) breaks instead of running out of its box.
    overflowWrap: 'break-word' as const,
    WebkitFontSmoothing: 'antialiased',
  },
  'h1, h2, h3, h4': { fontFamily: theme.fonts.heading, color: theme.colors.ink, lineHeight: 1.2, margin: 0 },
  'p, ul, ol, figure': { margin: 0 },
  img: { maxWidth: '100%', height: 'auto', display: 'block' },
  a: { color: 'inherit' },
  'button, input, textarea, select': { font: 'inherit' },
  ':focus-visible': {
    outline: `3px solid ${theme.colors.focus}`,
    outlineOffset: '3px',
    borderRadius: theme.radii.sm,
  },
  [theme.media.reducedMotion]: {
    '*, *::before, *::after': { scrollBehavior: 'auto !important' as 'auto' },
  },
});

// Prerendered pages carry this CSS in their head, so the browser bundle leaves it out (dev has no prerender).
export function GlobalStyles() {
  const theme = useTheme();
  if (!import.meta.env.SSR && !import.meta.env.DEV) return null;
  return <Global styles={globalStyles(theme)} />;
}
