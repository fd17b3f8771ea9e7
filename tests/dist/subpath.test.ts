// The pull-request preview build (npm run build:subpath → dist-subpath/, base /pr-preview/pr-12/):
// every address a page refers to on its own host stays under the base and names a file that exists.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { all, and, attr, loadContent, one, page, pageFiles, repoRoot, tag } from './built';

const outDir = 'dist-subpath';
const base = '/pr-preview/pr-12/';
const { services } = loadContent(true);
const origin = 'http://preview.test';

// Where the host serves each page; the 404 page answers any depth, so it is read from a deep one.
const pageAddress = (file: string) =>
  file === '404.html'
    ? `${base}no/such/page`
    : `${base}${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

// Every address the page names on its own host, as the browser resolves it.
const localAddresses = (file: string) =>
  all(page(file, outDir), (element) =>
    ['href', 'src', 'srcset', 'action'].some((name) => name in element.attribs),
  )
    .flatMap((element) => {
      const { href, src, srcset, action } = element.attribs;
      const candidates = srcset?.split(',').map((entry) => entry.trim().split(/\s+/)[0]) ?? [];
      return [href, src, action, ...candidates].filter((value): value is string => Boolean(value));
    })
    .map((value) => new URL(value, `${origin}${pageAddress(file)}`))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);

// The file a static host answers an address with: pages without .html, folders with index.html.
const fileFor = (pathname: string) => {
  const relative = decodeURIComponent(pathname.slice(base.length));
  const candidates = [relative, `${relative}.html`, path.join(relative, 'index.html')];
  return candidates.find((candidate) => {
    const full = path.join(repoRoot, outDir, candidate);
    return fs.existsSync(full) && fs.statSync(full).isFile();
  });
};

describe('a preview build under its base path', () => {
  it('has a page for every service', () => {
    expect(pageFiles(outDir)).toEqual(
      expect.arrayContaining(services.map((service) => `services/${service.slug}.html`)),
    );
  });

  for (const file of pageFiles(outDir)) {
    it(`keeps every link, image, script and icon of ${file} under the base, each naming a file`, () => {
      const addresses = localAddresses(file);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((pathname) => !pathname.startsWith(base))).toEqual([]);
      expect(addresses.filter((pathname) => !fileFor(pathname))).toEqual([]);
    });

    it(`names production, not the preview, in the canonical address and social card of ${file}`, () => {
      const doc = page(file, outDir);
      const canonical = all(doc, and(tag('link'), attr('rel', 'canonical')))[0]?.attribs.href;
      const image = one(doc, and(tag('meta'), attr('property', 'og:image'))).attribs.content;
      for (const address of [canonical, image].filter(Boolean)) expect(address).toMatch(/^https:\/\/[^/]+\//);
      if (canonical) expect(canonical).not.toContain(base);
    });
  }
});
