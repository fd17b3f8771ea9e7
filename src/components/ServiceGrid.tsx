import { home, services } from '../content';
import { Reveal } from '../motion/Reveal';
import { CardGrid } from './Layout';
import { ServiceCard } from './ServiceCard';

// Every published service as a card, in the order their files ask for.
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
