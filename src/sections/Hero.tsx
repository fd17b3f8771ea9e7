import styled from '@emotion/styled';
import { home, site } from '../content.ts';
import { sectionIds, sectionLink } from '../../collections/paths.ts';
import { ButtonLink } from '../components/Button.tsx';
import { Actions, Container, Eyebrow } from '../components/Layout.tsx';
import { HeroVisual } from './HeroVisual.tsx';
import { alpha, colors } from '../theme/tokens.ts';

const Shell = styled.section(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  paddingTop: `calc(${theme.layout.navHeight} + ${theme.space.section})`,
  paddingBottom: theme.space.section,
  background: `radial-gradient(60rem 30rem at 85% -10%, ${alpha(colors.accent, 0.45)}, transparent 60%), radial-gradient(40rem 24rem at 0% 110%, ${alpha(colors.sky, 0.28)}, transparent 60%), ${theme.colors.night}`,
  color: theme.colors.onNight,
  '--hero-primary': theme.colors.primary,
  '--hero-accent': theme.colors.accent,
  '--hero-sky': theme.colors.sky,
}));

const Columns = styled(Container)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xxl,
  alignItems: 'center',
  [theme.media.large]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
}));

const Title = styled.h1(({ theme }) => ({
  fontSize: theme.fontSizes.display,
  fontWeight: 800,
  letterSpacing: '-0.03em',
  lineHeight: 1.05,
  color: theme.colors.surface,
  maxWidth: '15ch',
}));

const Text = styled.p(({ theme }) => ({
  marginTop: theme.space.lg,
  maxWidth: '38rem',
  fontSize: theme.fontSizes.lg,
  color: theme.colors.onNightMuted,
}));

const Stats = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: theme.space.lg,
  maxWidth: '40rem',
  margin: `${theme.space.xxl} 0 0`,
  paddingTop: theme.space.lg,
  borderTop: `1px solid ${alpha(colors.onNightMuted, 0.25)}`,
  div: { display: 'flex', flexDirection: 'column-reverse' },
  dt: { fontSize: theme.fontSizes.sm, color: theme.colors.onNightMuted },
  dd: { margin: 0, fontSize: theme.fontSizes.xl, fontWeight: 700, color: theme.colors.surface },
}));

export function Hero() {
  const { hero } = home;
  return (
    <Shell id={sectionIds.hero} aria-labelledby="home-title">
      <Columns>
        <div>
          <Eyebrow tone="dark">{hero.eyebrow}</Eyebrow>
          <Title id="home-title">{site.tagline}</Title>
          <Text>{hero.text}</Text>
          <Actions>
            <ButtonLink href={sectionLink('contact')}>{hero.primaryButton}</ButtonLink>
            <ButtonLink href={sectionLink('services')} variant="light">
              {hero.secondaryButton}
            </ButtonLink>
          </Actions>
          <Stats>
            {hero.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </Stats>
        </div>
        <HeroVisual />
      </Columns>
    </Shell>
  );
}
