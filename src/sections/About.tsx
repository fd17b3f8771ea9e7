import styled from '@emotion/styled';
import { home } from '../content.ts';
import { sectionIds } from '../../collections/paths.ts';
import { Button } from '../components/Button.tsx';
import { bareList, Container, Eyebrow, SectionHeading, SectionShell } from '../components/Layout.tsx';
import { Picture } from '../components/Picture.tsx';
import { Reveal } from '../motion/Reveal.tsx';

const Columns = styled(Container)(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xxl,
  alignItems: 'center',
  [theme.media.large]: { gridTemplateColumns: '1fr 1fr' },
  img: { width: '100%', borderRadius: theme.radii.lg, boxShadow: theme.shadows.raised },
}));

const Text = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.md,
  color: theme.colors.muted,
  h3: { fontSize: theme.fontSizes.lg, marginTop: theme.space.sm },
}));

const Strengths = styled.ul(({ theme }) => ({
  display: 'grid',
  gap: theme.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
  ...bareList,
  color: theme.colors.ink,
  li: { display: 'flex', gap: theme.space.xs, alignItems: 'flex-start', fontWeight: 500 },
  svg: { flex: 'none', marginTop: '0.2rem', color: theme.colors.primary },
}));

export function About() {
  const copy = home.about;
  return (
    <SectionShell id={sectionIds.about} aria-labelledby="about-title">
      <Columns>
        <Reveal>
          <Picture image={copy.image} alt={copy.imageAlt} sizes="(min-width: 768px) 50vw, 100vw" />
        </Reveal>
        <Text>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <SectionHeading id="about-title">{copy.heading}</SectionHeading>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h3>{copy.strengthsHeading}</h3>
          <Strengths>
            {copy.strengths.map((strength) => (
              <li key={strength}>
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d="M20 6L9 17l-5-5" />
                </svg>
                {strength}
              </li>
            ))}
          </Strengths>
          <div>
            {/* The spec's button does nothing yet: there is no about page to go to. */}
            <Button type="button" variant="secondary">
              {copy.button}
            </Button>
          </div>
        </Text>
      </Columns>
    </SectionShell>
  );
}
