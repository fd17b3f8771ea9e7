// The facts the build and the tools share, each written once.
//
// Where the site lives in production. Canonical URLs, Open Graph images, structured data, the sitemap
// and robots.txt all name this address, even in a preview built under a sub-path. Deploys set
// SITE_URL (see .github/workflows and netlify.toml).
// EXAMPLE address: replace with the agency's real domain once it is registered.
const fallback = 'https://stackwise.example/';

export const siteUrl = normalizeSiteUrl(process.env.SITE_URL || fallback);

// An absolute https:// address that ends in "/", so site paths resolve beneath it.
export function normalizeSiteUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || url.protocol !== 'https:' || url.search || url.hash)
    throw new Error(`SITE_URL must be an https:// address without ?query or #hash, found "${value}"`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

// The production address of a site path such as "/services/ai-ml" or "/#contact".
export function absoluteUrl(sitePath: string, base: string = siteUrl): string {
  return new URL(sitePath.replace(/^\//, ''), base).href;
}

// The path the production site is served under ("/" for a domain of its own).
export const productionBasePath = new URL(siteUrl).pathname;

// A pull request's preview as `npm run build:subpath` (vite build --mode preview) builds it for the
// tests: under this base path, with drafts, without the CMS, into this folder. The workflows build
// each real preview under its own pull request's number.
export const preview = { base: '/pr-preview/pr-12/', dist: 'dist-subpath' } as const;

// Where `npm start` serves the site and the preview, and where the dev server and the CMS listen.
export const ports = { site: 4173, preview: 4174, dev: 5173 } as const;
// The preview build as the browser tests open it, served by `npm start` under its base path.
export const previewAddress = `http://localhost:${ports.preview}${preview.base}`;

// The two screens the tests, the review and the screenshots look at: a phone and a desktop.
export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
