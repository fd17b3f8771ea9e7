// The prerender's head tags, sitemap and _headers for what the real site lacks: a draft, a title with markup,
// a preview under a sub-path (its robots.txt, noindex and production addresses: tests/built/subpath.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { absoluteUrl, preview as previewBuild } from '../../site.config.ts';
import { prerenderPages } from '../../builder/prerender.ts';
import { checkContent } from '../../collections/check.ts';
import { repoRoot, tempDir } from '../content/site-copy.ts';

const site = checkContent(repoRoot, { drafts: false }).content.site!;
const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--app-head--></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

const services = [
  { slug: 'published', title: 'Published </script><script>alert(1)</script>', description: 'Live & well.' },
  { slug: 'upcoming', title: 'Upcoming', description: 'Not out yet.', draft: true },
].map((service, order) => ({
  ...service,
  order,
  path: `/services/${service.slug}/`,
  icon: 'code',
  features: [],
}));

// A server bundle stand-in with the same exports as src/entry-server.tsx.
const serverEntry = `
const site = ${JSON.stringify(site)};
const services = ${JSON.stringify(services)};
export { site, services };
export const notFoundRoute = '/404';
export const prerenderRoutes = () => ['/', ...services.map((service) => service.path)];
export function provideBodies() {}
export async function render(url, basename, { notFound = false } = {}) {
  const service = services.find((candidate) => candidate.path === url);
  const meta = notFound
    ? { title: 'Not found', description: 'Nothing here.', heading: 'Not found' }
    : service
      ? { title: service.title, description: service.description, heading: service.title, path: service.path, service: service.slug, draft: service.draft }
      : { title: site.name, description: site.description, heading: site.tagline, path: '/' };
  return { html: '<main><h1>' + meta.heading.replace(/</g, '&lt;') + '</h1></main>', styles: '', meta };
}
`;

async function prerenderInto(dir: string, base: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), template);
  fs.writeFileSync(path.join(dir, 'entry-server.mjs'), serverEntry);
  await prerenderPages({ clientDir: dir, serverEntry: path.join(dir, 'entry-server.mjs'), base });
  return (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
}

const tmp = tempDir('seo-prerender-');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const production = await prerenderInto(path.join(tmp, 'production'), '/');
const preview = await prerenderInto(path.join(tmp, 'preview'), previewBuild.base);

describe('the prerender', () => {
  it('leaves drafts out of the sitemap and marks their pages noindex', () => {
    expect(production('sitemap.xml')).toContain(`<loc>${absoluteUrl('/services/published/')}</loc>`);
    expect(production('sitemap.xml')).not.toContain('upcoming');
    expect(production('services/upcoming/index.html')).toContain('<meta name="robots" content="noindex" />');
    expect(production('services/published/index.html')).not.toContain('name="robots"');
  });

  it('escapes the title and description in the head, and writes JSON-LD that cannot close its script tag', () => {
    const html = production('services/published/index.html');
    const json = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(JSON.parse(json).name).toBe(services[0].title);
    const head = html.split('</head>')[0];
    expect(head).toContain('<title>Published &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(head).toContain('content="Live &amp; well."');
  });

  it('writes the _headers rules under the base path the build is served from', () => {
    expect(production('_headers')).toMatch(/^\/\*$/m);
    expect(preview('_headers')).toMatch(/^\/pr-preview\/pr-12\/\*$/m);
    expect(preview('_headers')).toMatch(/^\/pr-preview\/pr-12\/assets\/\*$/m);
  });
});
