import styled from '@emotion/styled';
import { alpha, colors } from '../theme/tokens.ts';

// A decorative sketch drawn in CSS: no image bytes, nothing to compete with the headline's first paint.
const Stage = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'none',
  minHeight: '26rem',
  [theme.media.large]: { display: 'block' },
}));

const Window = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: '1rem 3rem 4rem 0',
  borderRadius: theme.radii.lg,
  background: alpha(colors.nightSoft, 0.9),
  border: `1px solid ${alpha(colors.onNightMuted, 0.2)}`,
  boxShadow: `0 30px 60px ${alpha(colors.shadow, 0.45)}`,
  overflow: 'hidden',
}));

const TitleBar = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space.xs,
  padding: theme.space.md,
  borderBottom: `1px solid ${alpha(colors.onNightMuted, 0.15)}`,
  span: {
    width: '0.7rem',
    height: '0.7rem',
    borderRadius: theme.radii.pill,
    background: alpha(colors.onNightMuted, 0.35),
  },
}));

const Code = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.lg,
  span: { display: 'block', height: '0.6rem', borderRadius: theme.radii.pill },
}));

const Phone = styled.div(({ theme }) => ({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: '9.5rem',
  height: '17rem',
  padding: theme.space.sm,
  borderRadius: '1.75rem',
  background: theme.colors.surface,
  boxShadow: `0 24px 50px ${alpha(colors.shadow, 0.5)}`,
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: theme.space.xs,
}));

const Screen = styled.div(({ theme }) => ({
  borderRadius: theme.radii.md,
  background: `linear-gradient(160deg, ${theme.colors.primary}, ${theme.colors.accent})`,
}));

const Bars = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '0.3rem',
  height: '3rem',
  padding: `0 ${theme.space.xs}`,
  span: { flex: 1, borderRadius: '0.25rem 0.25rem 0 0', background: theme.colors.primarySoft },
  'span:nth-of-type(4)': { background: theme.colors.sky },
}));

const Pill = styled.div(({ theme }) => ({
  height: '0.5rem',
  width: '60%',
  borderRadius: theme.radii.pill,
  background: theme.colors.border,
}));

const lines = [
  ['40%', 'primary'],
  ['75%', 'muted'],
  ['60%', 'muted'],
  ['30%', 'sky'],
  ['85%', 'muted'],
  ['50%', 'accent'],
  ['70%', 'muted'],
  ['45%', 'muted'],
] as const;

export function HeroVisual() {
  return (
    <Stage aria-hidden="true">
      <Window>
        <TitleBar>
          <span />
          <span />
          <span />
        </TitleBar>
        <Code>
          {lines.map(([width, tone], index) => (
            <span
              key={index}
              style={{
                width,
                marginLeft: index % 3 ? '1.5rem' : 0,
                background: tone === 'muted' ? alpha(colors.onNightMuted, 0.28) : `var(--hero-${tone})`,
              }}
            />
          ))}
        </Code>
      </Window>
      <Phone>
        <Pill />
        <Screen />
        <Bars>
          {[40, 65, 50, 90, 70].map((height) => (
            <span key={height} style={{ height: `${height}%` }} />
          ))}
        </Bars>
      </Phone>
    </Stage>
  );
}
