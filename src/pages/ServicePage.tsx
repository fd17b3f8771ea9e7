import styled from '@emotion/styled';
import { useParams } from 'react-router-dom';
import { findService, site } from '../content';
import { serviceBody } from '../content/bodies';
import { sectionLink } from '../content/paths';
import { ButtonLink } from '../components/Button';
import { DraftBadge } from '../components/DraftBadge';
import { Container, SectionHeading } from '../components/Layout';
import { PageBand } from '../components/PageBand';
import { ServiceGrid } from '../components/ServiceGrid';
import { ServiceIcon } from '../components/ServiceIcon';
import { mdxComponents } from '../mdx/MDXComponents';
import { serviceMeta } from './meta';
import { usePageMeta } from './usePageMeta';

const Body = styled(Container)(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xxl,
  paddingBlock: theme.space.section,
  [theme.media.large]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' },
}));

const Suggestions = styled.section(({ theme }) => ({
  paddingBlock: theme.space.section,
  background: theme.colors.surfaceAlt,
}));

const Features = styled.aside(({ theme }) => ({
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceAlt,
  border: `1px solid ${theme.colors.border}`,
  h2: { fontSize: theme.fontSizes.xl, marginBottom: theme.space.md },
  ul: { display: 'grid', gap: theme.space.sm, listStyle: 'none', margin: 0, padding: 0 },
  li: { display: 'flex', gap: theme.space.xs, fontWeight: 500, color: theme.colors.ink },
  'li::before': { content: '"✓"', color: theme.colors.primary, fontWeight: 800 },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  marginTop: theme.space.xl,
}));

export default function ServicePage() {
  const { serviceId } = useParams();
  const service = findService(serviceId);
  const copy = site.servicePage;
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

  const Content = serviceBody(service.slug);
  return (
    <article>
      <PageBand
        title={service.title}
        text={service.description}
        icon={<ServiceIcon name={service.icon} width={36} height={36} />}
        back={{ href: sectionLink('services'), label: copy.backLink }}
      >
        {service.draft && <DraftBadge />}
      </PageBand>
      <Body>
        <div>
          {Content && <Content components={mdxComponents} />}
          <Actions>
            <ButtonLink href={site.links.chat}>
              {copy.ctaPrefix} {service.title}
            </ButtonLink>
          </Actions>
        </div>
        <Features aria-labelledby="features-title">
          <h2 id="features-title">{copy.featuresHeading}</h2>
          <ul>
            {service.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </Features>
      </Body>
    </article>
  );
}
