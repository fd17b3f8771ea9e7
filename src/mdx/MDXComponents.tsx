import styled from '@emotion/styled';
import type { MDXComponents as Components } from 'mdx/types';
import { SiteLink } from '../components/SiteLink.tsx';

// The one registry of what MDX content may render, and how it looks.
const Paragraph = styled.p(({ theme }) => ({
  fontSize: theme.fontSizes.lg,
  color: theme.colors.text,
  '& + &': { marginTop: theme.space.lg },
}));

const Heading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSizes.xl,
  margin: `${theme.space.xl} 0 ${theme.space.sm}`,
}));

const List = styled.ul(({ theme }) => ({
  margin: `${theme.space.md} 0`,
  paddingLeft: theme.space.lg,
  fontSize: theme.fontSizes.lg,
}));

export const mdxComponents: Components = {
  p: Paragraph,
  h2: Heading,
  ul: List,
  a: ({ href = '', ...rest }) => <SiteLink href={href} {...rest} />,
};
