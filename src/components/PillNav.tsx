import styled from '@emotion/styled';
import { m } from 'framer-motion';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../content';
import { SiteLink } from './SiteLink';

const Nav = styled.nav(({ theme }) => ({
  position: 'fixed',
  bottom: theme.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: theme.zIndices.pillNav,
  maxWidth: `calc(100vw - 2 * ${theme.space.sm})`,
}));

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space.xxs,
  margin: 0,
  padding: theme.space.xxs,
  listStyle: 'none',
  borderRadius: theme.radii.pill,
  background: 'rgba(15, 23, 42, 0.88)',
  backdropFilter: 'blur(12px)',
  boxShadow: theme.shadows.raised,
}));

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
  [theme.media.small]: { padding: `${theme.space.xs} ${theme.space.sm}` },
}));

const Highlight = styled(m.span)(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
}));

const Label = styled.span({ position: 'relative' });

const sectionOf = (href: string) => href.split('#')[1] ?? '';

// Floating navigation between the landing page's sections; the chosen item is highlighted.
export function PillNav() {
  const { pathname, hash } = useLocation();
  const onLanding = pathname === '/';
  const [active, setActive] = useState(() => (onLanding ? hash.slice(1) || 'home' : ''));
  const ids = site.navigation.links.map((link) => sectionOf(link.href));

  // Follows the section in view too, so the highlight stays true while the visitor scrolls.
  useEffect(() => {
    if (!onLanding || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.find((entry) => entry.isIntersecting);
        if (visible) setActive(visible.target.id);
      },
      { rootMargin: '-45% 0px -50% 0px' },
    );
    ids.forEach((id) => {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    });
    return () => observer.disconnect();
  }, [onLanding, ids.join()]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Nav aria-label={site.ui.sectionsNav}>
      <List>
        {site.navigation.links.map((link) => {
          const id = sectionOf(link.href);
          const current = onLanding && active === id;
          return (
            <li key={link.href}>
              <Item
                href={link.href}
                aria-current={current ? 'location' : undefined}
                onClick={() => setActive(id)}
              >
                {current && <Highlight layoutId="pill-highlight" />}
                <Label>{link.label}</Label>
              </Item>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
