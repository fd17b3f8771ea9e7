import styled from '@emotion/styled';
import { home, services } from '../content';
import { Container, Eyebrow, Lead, SectionHeading, SectionIntro, SectionShell } from '../components/Layout';
import { ServiceCard } from '../components/ServiceCard';
import { Reveal } from '../motion/Reveal';

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: theme.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

export function ServicesSection() {
  const copy = home.services;
  return (
    <SectionShell id="services" tone="alt" aria-labelledby="services-title">
      <Container>
        <SectionIntro>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <SectionHeading id="services-title">{copy.heading}</SectionHeading>
          <Lead>{copy.text}</Lead>
        </SectionIntro>
        <Grid>
          {services.map((service) => (
            <li key={service.slug}>
              <Reveal>
                <ServiceCard service={service} linkLabel={copy.cardLink} />
              </Reveal>
            </li>
          ))}
        </Grid>
      </Container>
    </SectionShell>
  );
}
