import styled from '@emotion/styled';
import { home, services } from '../content';
import { Reveal } from '../motion/Reveal';
import { ServiceCard } from './ServiceCard';

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: theme.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

// Every published service as a card, in the order their files ask for.
export function ServiceGrid() {
  return (
    <Grid>
      {services.map((service) => (
        <li key={service.slug}>
          <Reveal>
            <ServiceCard service={service} linkLabel={home.services.cardLink} />
          </Reveal>
        </li>
      ))}
    </Grid>
  );
}
