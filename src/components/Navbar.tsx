import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../content.ts';
import { useEarlyClick } from '../hooks/useEarlyClick.ts';
import { alpha, colors, queries, scrollThreshold } from '../theme/tokens.ts';
import { Brand } from './Brand.tsx';
import { ButtonLink } from './Button.tsx';
import { bareList, Container } from './Layout.tsx';
import { MenuToggle } from './MenuToggle.tsx';
import { SiteLink } from './SiteLink.tsx';

const Header = styled.header<{ solid: boolean }>(({ theme, solid }) => ({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: theme.zIndices.navbar,
  color: solid ? theme.colors.ink : theme.colors.surface,
  background: solid ? alpha(colors.surface, 0.86) : 'transparent',
  backdropFilter: solid ? 'saturate(180%) blur(12px)' : 'none',
  boxShadow: solid ? theme.shadows.nav : 'none',
  transition: 'background-color 0.3s, color 0.3s, box-shadow 0.3s',
  // No backdrop filter either: it would hold the fixed progress bar inside the header as it scrolls away.
  [theme.media.short]: { position: 'absolute', backdropFilter: 'none' },
}));

const Bar = styled(Container)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  minHeight: theme.layout.navHeight,
  // A long name in large text leaves no room beside it: the menu button moves below, at the end.
  [theme.media.small]: { flexWrap: 'wrap', '& > nav': { marginInlineStart: 'auto' } },
}));

const Menu = styled.div<{ open: boolean }>(({ theme, open }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.lg,
  [theme.media.small]: {
    display: open ? 'flex' : 'none',
    position: 'absolute',
    top: '100%',
    insetInline: 0,
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: theme.space.md,
    padding: `${theme.space.md} ${theme.layout.gutter} ${theme.space.xl}`,
    background: theme.colors.surface,
    color: theme.colors.ink,
    boxShadow: theme.shadows.raised,
  },
}));

const Links = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space.xs,
  ...bareList,
  [theme.media.small]: { flexDirection: 'column', gap: 0 },
}));

const NavLink = styled(SiteLink)(({ theme }) => ({
  display: 'block',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radii.sm,
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.3em' },
  [theme.media.small]: { padding: `${theme.space.sm} ${theme.space.xs}`, fontSize: theme.fontSizes.lg },
}));

export interface NavbarProps {
  children?: ReactNode; // inside the banner landmark, above the bar (the scroll progress)
}

export function Navbar({ children }: NavbarProps) {
  const { navigation, ui } = site;
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > scrollThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEarlyClick(toggleRef);
  const location = useLocation();

  // Only a change of page closes the menu: one opened right after hydration must not shut again.
  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current !== location.key) setOpen(false);
    seenKey.current = location.key;
  }, [location.key]);
  // Heard from the media query, not a render: a screen that grows and narrows again still closes it.
  useEffect(() => {
    const list = window.matchMedia(queries.small);
    const onChange = (event: MediaQueryListEvent) => {
      if (!event.matches) setOpen(false);
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const nav = navRef.current;
    if (!open || !nav) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the closing menu would be lost with it: it goes back to the menu button.
      if (document.getElementById(menuId)?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpen(false);
    };
    // The open menu covers the page: like any disclosure, it closes once focus or a click goes elsewhere.
    const onAway = (event: Event) => {
      const to = event instanceof FocusEvent ? event.relatedTarget : event.target;
      if (to instanceof Node && !nav.contains(to)) setOpen(false);
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('keydown', onKey, { signal });
    document.addEventListener('click', onAway, { signal });
    nav.addEventListener('focusout', onAway, { signal });
    return () => listening.abort();
  }, [open, menuId]);

  const close = () => setOpen(false);
  return (
    <Header solid={scrolled || open} data-scrolled={scrolled} className="site-header">
      {children}
      <Bar>
        <Brand />
        <nav aria-label={navigation.label} ref={navRef}>
          <MenuToggle
            ref={toggleRef}
            open={open}
            controls={menuId}
            onToggle={() => setOpen(!open)}
            labels={ui.menu}
          />
          <Menu id={menuId} open={open} className="site-menu">
            <Links>
              {navigation.links.map((link) => (
                <li key={link.href}>
                  <NavLink href={link.href} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </Links>
            <ButtonLink href={navigation.cta.href} onClick={close}>
              {navigation.cta.label}
            </ButtonLink>
          </Menu>
        </nav>
      </Bar>
    </Header>
  );
}
