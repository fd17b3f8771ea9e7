// The CMS page: loads Decap's prebuilt bundle (copied next to this page, never from a CDN), teaches
// it to write our files without reformatting them, and words its messages like the content checks.
import { frontmatterFormat, yamlFormat } from './format.ts';
import { phrases } from './phrases.ts';

interface Decap {
  registerCustomFormat: (name: string, extension: string, format: object) => void;
  registerLocale: (locale: string, phrases: object) => void;
  getLocale: (locale: string) => Record<string, unknown> | undefined;
  init: () => void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: Decap;
  }
}

function loadDecap(): Promise<Decap> {
  window.CMS_MANUAL_INIT = true;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('decap/decap-cms.js', document.baseURI).href;
    script.onload = () => (window.CMS ? resolve(window.CMS) : reject(new Error('Decap CMS did not start')));
    script.onerror = () => reject(new Error(`Could not load ${script.src}`));
    document.head.append(script);
  });
}

const cms = await loadDecap();
// Same names as Decap's own formats, so the generated configuration reads like any Decap setup.
cms.registerCustomFormat('yaml-frontmatter', 'mdx', frontmatterFormat);
cms.registerCustomFormat('yaml', 'yaml', yamlFormat);
cms.registerLocale('en', phrases(cms.getLocale('en') ?? {}));
cms.init();
