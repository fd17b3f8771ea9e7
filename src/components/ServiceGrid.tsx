import { home, services } from '../content.ts';
import { Reveal } from '../motion/Reveal.tsx';
import { CardGrid } from './Layout.tsx';
import { ServiceCard } from './ServiceCard.tsx';

export function ServiceGrid() {
  return (
    <CardGrid>
      {services.map((service) => (
        <li key={service.slug}>
          <Reveal>
            <ServiceCard service={service} linkLabel={home.services.cardLink} />
          </Reveal>
        </li>
      ))}
    </CardGrid>
  );
}
