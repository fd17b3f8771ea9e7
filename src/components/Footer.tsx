import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { site } from '../content.ts';
import { servicePath } from '../../collections/paths.ts';
import { Brand } from './Brand.tsx';
import { ContactList } from './ContactList.tsx';
import { bareList, Container } from './Layout.tsx';
import { MapEmbed } from './MapEmbed.tsx';
import { SiteLink } from './SiteLink.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { alpha, colors } from '../theme/tokens.ts';

const Shell = styled.footer(({ theme }) => ({
  background: theme.colors.night,
  color: theme.colors.onNightMuted,
  paddingTop: theme.space.section,
  paddingBottom: `calc(${theme.layout.pillClearance} + ${theme.space.lg})`,
  [theme.media.short]: { paddingBottom: theme.space.lg },
  fontSize: theme.fontSizes.sm,
  'h2, a': { color: theme.colors.onNight },
}));

const Grid = styled(Container)(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
}));

const Column = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  h2: { fontSize: theme.fontSizes.md, color: theme.colors.surface, marginBottom: theme.space.xs },
}));

const LinkList = styled.ul(({ theme }) => ({
  ...bareList,
  display: 'grid',
  gap: theme.space.xs,
  a: {
    display: 'inline-block',
    paddingBlock: '0.125rem',
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
}));

const MapColumn = styled.div(({ theme }) => ({ gridColumn: '1 / -1', marginTop: theme.space.md }));

const Bottom = styled(Container)(({ theme }) => ({
  marginTop: theme.space.xxl,
  paddingTop: theme.space.lg,
  borderTop: `1px solid ${alpha(colors.onNightMuted, 0.2)}`,
}));

// The build's year is in the HTML; the visitor's clock corrects it after hydration.
const buildYear = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

export function Footer() {
  const { footer, name } = site;
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return (
    <Shell>
      <Grid>
        <Column>
          <Brand />
          <p>{footer.about}</p>
          <SocialLinks tone="dark" />
        </Column>
        <Column>
          <h2>{footer.servicesHeading}</h2>
          <LinkList>
            {footer.services.map((item) => (
              <li key={item.label}>
                {item.service ? (
                  <SiteLink href={servicePath(item.service)}>{item.label}</SiteLink>
                ) : (
                  item.label
                )}
              </li>
            ))}
          </LinkList>
        </Column>
        <Column as="nav" aria-label={footer.exploreHeading}>
          <h2>{footer.exploreHeading}</h2>
          <LinkList>
            {footer.explore.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
          </LinkList>
        </Column>
        <Column>
          <h2>{footer.contactHeading}</h2>
          <ContactList tone="dark" />
        </Column>
        <MapColumn>
          <MapEmbed />
        </MapColumn>
      </Grid>
      <Bottom>
        <p>
          © {year} {name}. {footer.copyright}
        </p>
      </Bottom>
    </Shell>
  );
}
