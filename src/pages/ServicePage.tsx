import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { findService, site } from '../content.ts';
import type { Service } from '../../collections/schema.ts';
import { useServiceBody } from '../serviceTexts.ts';
import { sectionLink } from '../../collections/paths.ts';
import { ButtonLink } from '../components/Button.tsx';
import { Container, SectionHeading } from '../components/Layout.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { ServiceGrid } from '../components/ServiceGrid.tsx';
import { serviceMeta } from './meta.ts';
import { ServiceArticle } from './ServiceArticle.tsx';
import { usePageMeta } from './usePageMeta.ts';

const Suggestions = styled.section(({ theme }) => ({
  paddingBlock: theme.space.section,
  background: theme.colors.surfaceAlt,
}));

export default function ServicePage() {
  const { serviceId } = useParams();
  const service = findService(serviceId);
  usePageMeta(serviceMeta(serviceId));

  if (!service) {
    const missing = site.serviceNotFound;
    return (
      <>
        <PageBand title={missing.message} text={missing.description}>
          <ButtonLink href={sectionLink('services')}>{missing.backLink}</ButtonLink>
        </PageBand>
        <Suggestions aria-labelledby="other-services-title">
          <Container>
            <SectionHeading id="other-services-title">{missing.listHeading}</SectionHeading>
            <ServiceGrid />
          </Container>
        </Suggestions>
      </>
    );
  }

  return <ServiceText service={service} />;
}

// The article, once the service's text has arrived.
function ServiceText({ service }: { service: Service }) {
  return <ServiceArticle service={service} Content={useServiceBody(service.slug)} />;
}
