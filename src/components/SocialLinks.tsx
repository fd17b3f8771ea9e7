import styled from '@emotion/styled';
import { site } from '../content.ts';
import { alpha, colors } from '../theme/tokens.ts';
import { bareList } from './Layout.tsx';

const List = styled.ul<{ tone: 'light' | 'dark' }>(({ theme, tone }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  ...bareList,
  a: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.25rem',
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radii.pill,
    border: `1px solid ${tone === 'dark' ? alpha(colors.onNightMuted, 0.4) : theme.colors.border}`,
    color: tone === 'dark' ? theme.colors.onNight : theme.colors.ink,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    textDecoration: 'none',
    '&:hover': { borderColor: tone === 'dark' ? theme.colors.onNight : theme.colors.primary },
  },
}));

export interface SocialLinksProps {
  tone?: 'light' | 'dark';
}

export function SocialLinks({ tone = 'light' }: SocialLinksProps) {
  return (
    <List tone={tone} aria-label={site.ui.socialLinks}>
      {site.links.social.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
    </List>
  );
}
