// Design tokens: every colour, size and layer of the site is named here once.
export const colors = {
  ink: '#0f172a',
  text: '#1e293b',
  muted: '#475569',
  subtle: '#5a687c', // at least 4.5:1 on every light surface here, primarySoft included
  primary: '#4f46e5',
  primaryHover: '#4338ca',
  primarySoft: '#eef2ff',
  accent: '#7c3aed',
  sky: '#0ea5e9',
  onPrimary: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#f8fafc',
  border: '#e2e8f0',
  night: '#0b1020',
  nightSoft: '#131a33',
  onNight: '#e2e8f0',
  onNightMuted: '#a5b4cf',
  focus: '#f59e0b',
  draft: '#b45309',
  error: '#b91c1c', // 6.5:1 on white and on primarySoft
  shadow: '#000000',
} as const;

// A token colour made translucent: alpha(colors.onNightMuted, 0.25) is 'rgba(165, 180, 207, 0.25)'.
export function alpha(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

// Inter first, then Arial sized to match it (both declared in index.html), then the system's own.
const sansStack =
  '"Inter Variable", "Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const fonts = {
  body: sansStack,
  heading: sansStack,
} as const;

export const fontSizes = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
  display: 'clamp(2.25rem, 1.4rem + 4vw, 4rem)',
} as const;

export const space = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  section: 'clamp(4rem, 3rem + 4vw, 7rem)',
  panel: 'min(2rem, 10vw)', // inside a card or panel: less on a small screen, where large text needs the room
} as const;

export const radii = {
  sm: '0.5rem',
  md: '0.875rem',
  lg: '1.25rem',
  pill: '999px',
} as const;

export const shadows = {
  card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 8px 24px rgba(15, 23, 42, 0.06)',
  raised: '0 10px 30px rgba(15, 23, 42, 0.14)',
  nav: '0 1px 0 rgba(15, 23, 42, 0.08)',
} as const;

// The spec's small-screen breakpoint: below this width the navbar collapses into a menu.
export const breakpoints = { small: 768 } as const;

// Media queries that script also asks (window.matchMedia), named once.
export const queries = {
  small: `(max-width: ${breakpoints.small - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const media = {
  small: `@media ${queries.small}`,
  large: `@media (min-width: ${breakpoints.small}px)`,
  reducedMotion: `@media ${queries.reducedMotion}`,
  // On screen only: a reveal still waiting when the page is printed would leave its place blank on paper.
  motionOk: '@media screen and (prefers-reduced-motion: no-preference)',
  // A screen short for its text (400% zoom, a phone on its side or set to large text), where bars fixed
  // over the page would cover half of it, and paper, where they would be printed on every sheet: the
  // navbar scrolls away and the pill gives way to its menu.
  short: '@media (max-height: 30em), print',
  print: '@media print',
} as const;

export const layout = {
  maxWidth: '72rem',
  navHeight: '4.5rem',
  gutter: 'clamp(1rem, 0.5rem + 2.5vw, 2rem)',
  pillClearance: '5.5rem', // kept free at the bottom of the page for the floating pill navigation
} as const;

export const zIndices = {
  pillNav: 40,
  navbar: 50,
  progress: 60,
  skipLink: 70,
} as const;

// The navbar gains its translucent background once the page has scrolled beyond this many pixels.
export const scrollThreshold = 20;
