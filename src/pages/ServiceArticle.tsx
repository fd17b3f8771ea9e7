import styled from '@emotion/styled';
import type { MDXContent } from 'mdx/types';
import { site } from '../content.ts';
import { sectionLink } from '../../collections/paths.ts';
import type { Service } from '../../collections/schema.ts';
import { ButtonLink } from '../components/Button.tsx';
import { DraftBadge } from '../components/DraftBadge.tsx';
import { Actions, bareList, Container } from '../components/Layout.tsx';
import { PageBand } from '../components/PageBand.tsx';
import { ServiceIcon } from '../components/ServiceIcon.tsx';
import { mdxComponents } from '../mdx/MDXComponents.tsx';

const Body = styled(Container)(({ theme }) => ({
  display: 'grid',
  gap: theme.space.xxl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlock: theme.space.section,
  [theme.media.large]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' },
}));

const Features = styled.aside(({ theme }) => ({
  padding: theme.space.panel,
  overflowWrap: 'anywhere',
  borderRadius: theme.radii.lg,
  background: theme.colors.surfaceAlt,
  border: `1px solid ${theme.colors.border}`,
  h2: { fontSize: theme.fontSizes.xl, marginBottom: theme.space.md },
  ul: { display: 'grid', gap: theme.space.sm, ...bareList },
  li: { display: 'flex', gap: theme.space.xs, fontWeight: 500, color: theme.colors.ink },
  'li::before': { content: '"✓"', color: theme.colors.primary, fontWeight: 800 },
}));

export interface ServiceArticleProps {
  service: Service;
  Content?: MDXContent;
}

// A service's page below the navigation: what /services/<slug> shows, and the CMS preview too.
export function ServiceArticle({ service, Content }: ServiceArticleProps) {
  return (
    <article>
      <PageBand
        title={service.title}
        text={service.description}
        icon={<ServiceIcon name={service.icon} width={36} height={36} />}
        back={{ href: sectionLink('services'), label: site.servicePage.backLink }}
      >
        {service.draft && <DraftBadge />}
      </PageBand>
      <Body>
        <div>
          {Content && <Content components={mdxComponents} />}
          <Actions>
            <ButtonLink href={site.links.chat}>
              {site.servicePage.ctaPrefix} {service.title}
            </ButtonLink>
          </Actions>
        </div>
        <Features aria-labelledby="features-title">
          <h2 id="features-title">{site.servicePage.featuresHeading}</h2>
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
