import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { findService, site } from '../content';
import type { Service } from '../content/schema';
import { useServiceBody } from '../content/bodies';
import { sectionLink } from '../content/paths';
import { ButtonLink } from '../components/Button';
import { Container, SectionHeading } from '../components/Layout';
import { PageBand } from '../components/PageBand';
import { ServiceGrid } from '../components/ServiceGrid';
import { serviceMeta } from './meta';
import { ServiceArticle } from './ServiceArticle';
import { usePageMeta } from './usePageMeta';

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
