import { home } from '../content';
import { sectionIds } from '../content/paths';
import { Container, SectionHeader, SectionShell } from '../components/Layout';
import { ServiceGrid } from '../components/ServiceGrid';

export function ServicesSection() {
  const copy = home.services;
  return (
    <SectionShell id={sectionIds.services} tone="alt" aria-labelledby="services-title">
      <Container>
        <SectionHeader id="services-title" eyebrow={copy.eyebrow} heading={copy.heading} text={copy.text} />
        <ServiceGrid />
      </Container>
    </SectionShell>
  );
}
