import styled from '@emotion/styled';
import { site } from '../content.ts';
import { sectionLink } from '../../collections/paths.ts';
import { SiteLink } from './SiteLink.tsx';

const Link = styled(SiteLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  fontWeight: 800,
  fontSize: theme.fontSizes.lg,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  minHeight: '2.75rem',
}));

export function Brand() {
  return (
    <Link href={sectionLink('hero')} aria-label={`${site.name}, home`}>
      <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="#4f46e5" />
        <path
          d="M18 40l14 8 14-8M18 32l14 8 14-8M32 16l14 8-14 8-14-8z"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
