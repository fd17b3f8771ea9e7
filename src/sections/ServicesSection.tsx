import { home } from '../content';
import { Container, Eyebrow, Lead, SectionHeading, SectionIntro, SectionShell } from '../components/Layout';
import { ServiceGrid } from '../components/ServiceGrid';

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
        <ServiceGrid />
      </Container>
    </SectionShell>
  );
}
