import styled from '@emotion/styled';
import { home, posts, site } from '../content';
import { BlogCard } from '../components/BlogCard';
import { ButtonLink } from '../components/Button';
import { Container, Eyebrow, Lead, SectionHeading, SectionIntro, SectionShell } from '../components/Layout';
import { Reveal } from '../motion/Reveal';

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: theme.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const More = styled.div(({ theme }) => ({ marginTop: theme.space.xxl, textAlign: 'center' }));

export function BlogSection() {
  const copy = home.blog;
  return (
    <SectionShell id="blog" tone="alt" aria-labelledby="blog-title">
      <Container>
        <SectionIntro>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <SectionHeading id="blog-title">{copy.heading}</SectionHeading>
          <Lead>{copy.text}</Lead>
        </SectionIntro>
        <Grid>
          {posts.map((post) => (
            <li key={post.slug}>
              <Reveal>
                <BlogCard post={post} linkLabel={copy.readLink} />
              </Reveal>
            </li>
          ))}
        </Grid>
        <More>
          <ButtonLink href={site.links.medium} variant="secondary">
            {copy.button}
          </ButtonLink>
        </More>
      </Container>
    </SectionShell>
  );
}
