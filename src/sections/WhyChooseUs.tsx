import styled from '@emotion/styled';
import { home } from '../content.ts';
import { sectionIds } from '../../collections/paths.ts';
import { Container, Eyebrow, SectionHeading, SectionShell } from '../components/Layout.tsx';
import { Reveal } from '../motion/Reveal.tsx';

const Columns = styled(Container)(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xl,
  [theme.media.large]: { gridTemplateColumns: '2fr 3fr', alignItems: 'start' },
}));

const Paragraphs = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space.lg,
  fontSize: theme.fontSizes.lg,
  color: theme.colors.onNightMuted,
}));

export function WhyChooseUs() {
  const copy = home.whyChooseUs;
  return (
    <SectionShell id={sectionIds.whyChooseUs} tone="night" aria-labelledby="why-title">
      <Columns>
        <div>
          <Eyebrow tone="dark">{copy.eyebrow}</Eyebrow>
          <SectionHeading id="why-title">{copy.heading}</SectionHeading>
        </div>
        <Reveal>
          <Paragraphs>
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Paragraphs>
        </Reveal>
      </Columns>
    </SectionShell>
  );
}
