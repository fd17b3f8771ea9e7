// How the site's React components get into the CMS's preview pane: rendered by our React
// (../bridge.tsx), with the site's Emotion theme and fonts, their styles written into the preview
// frame's own document.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { globalStyles } from '../../src/theme/GlobalStyles.tsx';
import { theme } from '../../src/theme/theme.ts';
import { OwnReact } from '../bridge.tsx';
import { showContent, type PreviewContent } from './content.ts';

// What Sveltia CMS hands a preview template (the parts we read). Entry data is an Immutable Map.
export interface TemplateProps {
  entry: { get: (key: string) => unknown; getIn: (path: string[]) => { toJS?: () => unknown } | undefined };
  getAsset: (path: string) => { url: string } | undefined;
  getCollection: (name: string, slug?: string) => Promise<unknown>;
  document: Document;
  window: Window;
}

// Everything shows at once: a preview is read, not scrolled into, so nothing waits to slide in.
// (The theme's type names the site's query; this one never matches.)
const previewTheme = {
  ...theme,
  media: { ...theme.media, motionOk: '@media not all' as typeof theme.media.motionOk },
};

const caches = new WeakMap<Document, EmotionCache>();
function cacheFor(document: Document): EmotionCache {
  let cache = caches.get(document);
  if (!cache) {
    // The site's key, so the preview's class names are the live page's.
    cache = createCache({ key: 'css', container: document.head });
    caches.set(document, cache);
  }
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

// A half-written entry (a link without its address, say) may be more than a component can draw;
// the preview says so and draws again at the next keystroke.
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
    return this.state.problem ? (
      <p role="status">The preview cannot show this yet ({this.state.problem}).</p>
    ) : (
      this.props.children
    );
  }
}

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

// A preview template for Sveltia CMS. `draw` reads what it needs from the CMS and hands back what
// to show, with the content the components should read (cms/preview/content.ts), which goes
// in place only if no later keystroke has been drawn meanwhile.
// `late` draws again, for data that arrives after the preview has been drawn without it.
export function previewTemplate(
  draw: (
    props: TemplateProps,
    late: () => void,
  ) => Promise<{ content: PreviewContent; show: () => ReactNode }>,
) {
  return class SitePreview extends OwnReact<TemplateProps> {
    protected async draw(props: TemplateProps) {
      const { content, show } = await draw(props, () => this.redraw());
      return () => {
        showContent(content);
        return <Frame document={props.document}>{show()}</Frame>;
      };
    }
  };
}
