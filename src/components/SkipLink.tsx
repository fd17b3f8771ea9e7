import styled from '@emotion/styled';

const Link = styled.a(({ theme }) => ({
  position: 'fixed',
  top: theme.space.sm,
  left: theme.space.sm,
  zIndex: theme.zIndices.skipLink,
  padding: `${theme.space.sm} ${theme.space.md}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.ink,
  color: theme.colors.surface,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

export interface SkipLinkProps {
  label: string;
}

export function SkipLink({ label }: SkipLinkProps) {
  return <Link href="#main">{label}</Link>;
}
