import styled from '@emotion/styled';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../content.ts';
import { sectionIds } from '../../collections/paths.ts';
import { scrollSpy } from '../lib/scrollSpy.ts';
import { layoutTransition } from '../motion/constants.ts';
import { bareList } from './Layout.tsx';
import { SiteLink } from './SiteLink.tsx';
import { alpha, colors } from '../theme/tokens.ts';

const Nav = styled.nav(({ theme }) => ({
  position: 'fixed',
  bottom: theme.space.md,
  // Centred without a full-width wrapper, so nothing invisible lies over the page's own controls.
  insetInline: 0,
  width: 'max-content',
  marginInline: 'auto',
  zIndex: theme.zIndices.pillNav,
  maxWidth: `calc(100vw - 2 * ${theme.space.sm})`,
  padding: theme.space.xxs,
  borderRadius: theme.radii.pill,
  background: alpha(colors.ink, 0.88),
  backdropFilter: 'blur(12px)',
  boxShadow: theme.shadows.raised,
  // Where the items do not fit (large text), they scroll sideways, as tabs on a phone do.
  [theme.media.small]: { overflowX: 'auto', scrollbarWidth: 'none' },
  [theme.media.motionOk]: { '&[data-animate]': { scrollBehavior: 'smooth' } },
  // Until the sliding highlight has measured its place, the current item carries its own.
  '&:not([data-ready]) [aria-current]': { background: theme.colors.surface },
  [theme.media.short]: { display: 'none' },
}));

const List = styled.ul(({ theme }) => ({ display: 'flex', gap: theme.space.xxs, ...bareList }));

const Item = styled(SiteLink)(({ theme }) => ({
  position: 'relative',
  isolation: 'isolate',
  display: 'block',
  padding: `${theme.space.xs} ${theme.space.md}`,
  minHeight: '2.5rem',
  borderRadius: theme.radii.pill,
  color: theme.colors.onNight,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  lineHeight: 1.6,
  textDecoration: 'none',
  '&[aria-current]': { color: theme.colors.ink },
  [theme.media.small]: {
    padding: `${theme.space.xs} 0.625rem`,
    fontSize: theme.fontSizes.xs,
    // Within the pill's padding: the scrolling pill cuts off whatever is drawn beyond its edge.
    '&:focus-visible': { outlineOffset: '1px' },
  },
  // Every item still fits on the narrowest phones (320 px).
  '@media (max-width: 359.98px)': { paddingInline: '0.375rem' },
}));

// One element slides between the items by CSS transition (under reduced motion it jumps).
const Highlight = styled.span(({ theme }) => ({
  position: 'absolute',
  top: 0,
  left: 0,
  'nav:not([data-ready]) > &': { display: 'none' },
  [theme.media.motionOk]: {
    'nav[data-animate] > &': { transition: layoutTransition('transform', 'width', 'height') },
  },
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  pointerEvents: 'none', // while it slides over other items, clicks still reach the one under the pointer
}));

const Label = styled.span({ position: 'relative' });

// Where the pill scrolls, an item comes to its middle, clear of the round ends, its neighbours beside it.
function centre(nav: HTMLElement, item: HTMLElement) {
  nav.scrollLeft = item.offsetLeft - (nav.clientWidth - item.offsetWidth) / 2;
}

export function PillNav() {
  const { pathname, hash } = useLocation();
  const onLanding = pathname === '/';
  // The server cannot see the #hash, so the first render starts at "home" and the hash follows.
  const [active, setActive] = useState<string>(sectionIds.hero);
  const ids = site.navigation.links.map((link) => link.href.split('#')[1] ?? '');
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    // Other places (the skip link's #main, a section without an item) leave the section in view current.
    if (onLanding && ids.includes(id)) setActive(id);
  }, [onLanding, hash]); // eslint-disable-line react-hooks/exhaustive-deps

  // Follows the section in view too, so the highlight stays true while the visitor scrolls.
  useEffect(() => {
    if (!onLanding || !('IntersectionObserver' in window)) return;
    const inView = scrollSpy(ids);
    const observer = new IntersectionObserver(
      (entries) => {
        // With no section in the band (it lies over a part without an item, or the footer), the last one
        // to have begun above it is current: even after a jump past several sections between two looks.
        const begun = (id: string) =>
          (document.getElementById(id)?.getBoundingClientRect().top ?? 1e9) < innerHeight / 2;
        const id = inView(entries) ?? ids.filter(begun).at(-1);
        if (id) setActive(id);
      },
      { rootMargin: '-45% 0px -50% 0px' },
    );
    // The parts without an item too (the footer): a jump between any two, however far, is then seen.
    const parts = [
      ...ids.map((id) => document.getElementById(id)),
      ...document.querySelectorAll('main > *, footer'),
    ];
    for (const part of parts) if (part) observer.observe(part);
    return () => observer.disconnect();
  }, [onLanding, ids.join()]); // eslint-disable-line react-hooks/exhaustive-deps

  const navRef = useRef<HTMLElement>(null);
  const highlightRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const highlight = highlightRef.current;
    if (!nav || !highlight) return;
    const place = () => {
      const item = nav.querySelector<HTMLElement>('[aria-current]');
      highlight.hidden = !item;
      if (!item) return;
      highlight.style.transform = `translate(${item.offsetLeft}px, ${item.offsetTop}px)`;
      highlight.style.width = `${item.offsetWidth}px`;
      highlight.style.height = `${item.offsetHeight}px`;
      centre(nav, item);
    };
    place();
    nav.dataset.ready = '';
    // The first placement must not slide in from the corner, and web fonts can still change widths.
    const frame = requestAnimationFrame(() => (nav.dataset.animate = ''));
    const observer = new ResizeObserver(place);
    observer.observe(nav);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [active, onLanding]);

  // Browsers only scroll a text field's caret into view: bring any focused control clear of the pill.
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.matches(':focus-visible')) return;
      if (navRef.current?.contains(target)) return centre(navRef.current, target);
      // Controls in fixed bars (navbar, skip link, this pill) never scroll out of view.
      for (let node: HTMLElement | null = target; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return;
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  return (
    <Nav aria-label={site.ui.sectionsNav} ref={navRef}>
      <Highlight ref={highlightRef} aria-hidden="true" />
      <List>
        {site.navigation.links.map((link, index) => (
          <li key={link.href}>
            <Item
              href={link.href}
              aria-current={onLanding && active === ids[index] ? 'location' : undefined}
              onClick={() => setActive(ids[index])}
            >
              <Label>{link.label}</Label>
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
