import { home } from '../content.ts';
import { sectionIds } from '../../collections/paths.ts';
import { Container, SectionHeader, SectionShell } from '../components/Layout.tsx';
import { ServiceGrid } from '../components/ServiceGrid.tsx';

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
