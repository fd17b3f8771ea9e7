import styled from '@emotion/styled';
import { site } from '../content.ts';

const Badge = styled.span(({ theme }) => ({
  alignSelf: 'flex-start',
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radii.sm,
  border: `1px dashed ${theme.colors.draft}`,
  color: theme.colors.draft,
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
}));

// Drafts appear only in dev and preview builds, always marked so nobody mistakes them for live.
export function DraftBadge() {
  return <Badge>{site.ui.draftBadge}</Badge>;
}
