import styled from '@emotion/styled';
import { longDate } from '../../collections/dates.ts';
import type { BlogPost } from '../../collections/schema.ts';
import { DraftBadge } from './DraftBadge.tsx';
import { Picture } from './Picture.tsx';

const Card = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.card,
  img: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
}));

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  flex: 1,
  padding: theme.space.lg,
  h3: { fontSize: theme.fontSizes.lg },
  p: { color: theme.colors.muted },
}));

const Meta = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  fontSize: theme.fontSizes.xs,
  color: `${theme.colors.subtle} !important`,
  strong: { color: theme.colors.primary, fontWeight: 700 },
}));

const ReadLink = styled.a(({ theme }) => ({
  marginTop: 'auto',
  paddingTop: theme.space.xs,
  fontWeight: 600,
  color: theme.colors.primary,
  textUnderlineOffset: '0.2em',
}));

export interface BlogCardProps {
  post: BlogPost;
  linkLabel: string;
}

export function BlogCard({ post, linkLabel }: BlogCardProps) {
  return (
    <Card>
      <Picture image={post.image} alt={post.imageAlt} sizes="(min-width: 768px) 33vw, 100vw" />
      <Body>
        {post.draft && <DraftBadge />}
        <Meta>
          <strong>{post.category}</strong>
          <span aria-hidden="true">·</span>
          <time dateTime={post.date}>{longDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.author}</span>
        </Meta>
        <h3>{post.title}</h3>
        <p>{post.excerpt}</p>
        <ReadLink
          href={post.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${linkLabel}: ${post.title}`}
        >
          {linkLabel} <span aria-hidden="true">↗</span>
        </ReadLink>
      </Body>
    </Card>
  );
}
