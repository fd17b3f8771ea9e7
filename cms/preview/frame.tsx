// The site's components in the CMS's preview frame, with the theme, fonts and styles in its own document.
import createCache, { type EmotionCache } from '@emotion/cache';
import styled from '@emotion/styled';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import type { CustomPreviewTemplateProps as TemplateProps } from '@sveltia/cms';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { globalStyles } from '../../src/theme/GlobalStyles.tsx';
import { theme } from '../../src/theme/theme.ts';
import { OwnReact } from '../bridge.tsx';
import { showContent, type PreviewContent } from './content.ts';

// A preview is read, not scrolled into, so nothing waits to slide in: this query never matches.
const previewTheme = {
  ...theme,
  media: { ...theme.media, motionOk: '@media not all' as typeof theme.media.motionOk },
};

const caches = new WeakMap<Document, EmotionCache>();
function cacheFor(document: Document): EmotionCache {
  // The site's key: the live class names.
  const cache = caches.get(document) ?? createCache({ key: 'css', container: document.head });
  caches.set(document, cache);
  return cache;
}

const fontFace = {
  '@font-face': {
    fontFamily: 'Inter Variable',
    fontWeight: '100 900',
    fontDisplay: 'swap',
    src: `url(${new URL(interUrl, document.baseURI).href}) format('woff2')`,
  },
};

// A half-written entry may be more than a component can draw; say so, and retry at the next keystroke.
class Fallback extends Component<{ children: ReactNode }, { problem?: string }> {
  state: { problem?: string } = {};

  static getDerivedStateFromError(error: unknown) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }

  componentDidUpdate(previous: { children: ReactNode }) {
    if (this.state.problem && previous.children !== this.props.children)
      this.setState({ problem: undefined });
  }

  render() {
    if (!this.state.problem) return this.props.children;
    return <p role="status">The preview cannot show this yet ({this.state.problem}).</p>;
  }
}

// Each part of a preview under its title, the parts parted by a dashed line.
const Part = styled.section(({ theme }) => ({ '& + &': { borderTop: `1px dashed ${theme.colors.border}` } }));

const PartTitle = styled.p(({ theme }) => ({
  padding: `${theme.space.xs} ${theme.space.md}`,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  color: theme.colors.muted,
  background: theme.colors.surfaceAlt,
}));

function Frame({ document, children }: { document: Document; children: ReactNode }) {
  return (
    <CacheProvider value={cacheFor(document)}>
      <ThemeProvider theme={previewTheme}>
        <Global styles={[globalStyles(previewTheme), fontFace]} />
        <MemoryRouter>
          <Fallback>{children}</Fallback>
        </MemoryRouter>
      </ThemeProvider>
    </CacheProvider>
  );
}

// `draw` returns the parts to show, by title, and the content they read (./content.ts), put in place only
// if no later keystroke has been drawn; `late` draws again for data that arrives afterwards.
export function previewTemplate(
  draw: (
    props: TemplateProps,
    late: () => void,
  ) => Promise<{ content: PreviewContent; show: () => Record<string, ReactNode> }>,
) {
  return class SitePreview extends OwnReact<TemplateProps> {
    protected async draw(props: TemplateProps) {
      const { content, show } = await draw(props, () => void this.redraw());
      return () => {
        showContent(content);
        return (
          <Frame document={props.document}>
            {Object.entries(show()).map(([title, part]) => (
              <Part key={title} aria-label={title}>
                <PartTitle>{title}</PartTitle>
                {part}
              </Part>
            ))}
          </Frame>
        );
      };
    }
  };
}
