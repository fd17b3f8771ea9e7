import styled from '@emotion/styled';

// For lists laid out by their own styles: no bullets, no indent.
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.layout.gutter,
}));

export const Eyebrow = styled.p<{ tone?: 'light' | 'dark' }>(({ theme, tone = 'light' }) => ({
  fontSize: theme.fontSizes.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: tone === 'dark' ? theme.colors.onNightMuted : theme.colors.primary,
  marginBottom: theme.space.sm,
}));

export const SectionHeading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.xxl,
  letterSpacing: '-0.02em',
  marginBottom: theme.space.md,
}));

export const Lead = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  color: theme.colors.muted,
  maxWidth: '40rem',
}));

export const SectionShell = styled.section<{ tone?: 'plain' | 'alt' | 'night' }>(
  ({ theme, tone = 'plain' }) => ({
    paddingBlock: theme.space.section,
    background:
      tone === 'alt' ? theme.colors.surfaceAlt : tone === 'night' ? theme.colors.night : theme.colors.surface,
    color: tone === 'night' ? theme.colors.onNight : undefined,
    'h2, h3': tone === 'night' ? { color: theme.colors.surface } : undefined,
  }),
);

export const SectionIntro = styled.header(({ theme }) => ({
  maxWidth: '44rem',
  marginBottom: theme.space.xxl,
}));

export const CardGrid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: theme.space.lg,
  ...bareList,
}));

export const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  marginTop: theme.space.xl,
}));

export interface SectionHeaderProps {
  id: string;
  eyebrow: string;
  heading: string;
  text?: string;
}

export function SectionHeader({ id, eyebrow, heading, text }: SectionHeaderProps) {
  return (
    <SectionIntro>
      <Eyebrow>{eyebrow}</Eyebrow>
      <SectionHeading id={id}>{heading}</SectionHeading>
      {text && <Lead>{text}</Lead>}
    </SectionIntro>
  );
}
