import styled from '@emotion/styled';
import { home, posts, site } from '../content.ts';
import { sectionIds } from '../../collections/paths.ts';
import { BlogCard } from '../components/BlogCard.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { CardGrid, Container, SectionHeader, SectionShell } from '../components/Layout.tsx';
import { Reveal } from '../motion/Reveal.tsx';

const More = styled.div(({ theme }) => ({ marginTop: theme.space.xxl, textAlign: 'center' }));

export function BlogSection() {
  const copy = home.blog;
  return (
    <SectionShell id={sectionIds.blog} tone="alt" aria-labelledby="blog-title">
      <Container>
        <SectionHeader id="blog-title" eyebrow={copy.eyebrow} heading={copy.heading} text={copy.text} />
        <CardGrid>
          {posts.map((post) => (
            <li key={post.slug}>
              <Reveal>
                <BlogCard post={post} linkLabel={copy.readLink} />
              </Reveal>
            </li>
          ))}
        </CardGrid>
        <More>
          <ButtonLink href={site.links.medium} variant="secondary">
            {copy.button}
          </ButtonLink>
        </More>
      </Container>
    </SectionShell>
  );
}
