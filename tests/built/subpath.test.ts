// The pull-request preview build (npm run build:subpath → dist-subpath/, base /pr-preview/pr-12/):
// every address stays under the base; what it tells search engines still names production.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteUrl } from '../../site.config.ts';
import { pagePath } from '../../builder/pages.ts';
import { all, and, attr, builtSite, messageSentFiles, one, tag } from './site.ts';

const preview = builtSite('dist-subpath');
const { base, files, read } = preview;
const origin = 'http://preview.test';

// Where the host serves each page; the 404 page answers any depth, so it is read from a deep one.
const pageAddress = (file: string) => `${base}${file === '404.html' ? 'no/such/page' : pagePath(file)}`;

// Every address the page names on its own host, as the browser resolves it.
const localAddresses = (file: string) =>
  all(preview.page(file), () => true)
    .flatMap(({ attribs: { href, src, srcset, action } }) =>
      [href, src, action].concat(srcset?.split(',').map((entry) => entry.trim().split(/\s+/)[0]) ?? []),
    )
    .filter((value): value is string => Boolean(value))
    .map((value) => new URL(value, `${origin}${pageAddress(file)}`))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);

// The file a static host answers an address with: pages without .html, folders with index.html.
const fileFor = (pathname: string) => {
  const relative = decodeURIComponent(pathname.slice(base.length));
  return [relative, `${relative}.html`, path.join(relative, 'index.html')].find((candidate) =>
    fs.statSync(path.join(preview.dir, candidate), { throwIfNoEntry: false })?.isFile(),
  );
};

describe('a preview build under its base path', () => {
  for (const file of files('.html')) {
    it(`keeps every link, image, script and icon of ${file} under the base, each naming a file`, () => {
      const addresses = localAddresses(file);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.filter((pathname) => !pathname.startsWith(base))).toEqual([]);
      expect(addresses.filter((pathname) => !fileFor(pathname))).toEqual([]);
    });

    it(`asks search engines to leave ${file} alone, naming production in its canonical address and social card`, () => {
      const doc = preview.page(file);
      expect(one(doc, and(tag('meta'), attr('name', 'robots'))).attribs.content).toBe('noindex');
      const canonical = all(doc, and(tag('link'), attr('rel', 'canonical')))[0]?.attribs.href;
      const image = one(doc, and(tag('meta'), attr('property', 'og:image'))).attribs.content;
      // Neither the 404 page nor the thank-you page has an address of its own to name.
      const ownAddress = file !== '404.html' && !messageSentFiles(preview.content.site).includes(file);
      expect(canonical).toBe(ownAddress ? absoluteUrl(`/${pagePath(file)}`) : undefined);
      expect(image).toBe(absoluteUrl(`/og/${file.replace(/(\/index)?\.html$/, '.png')}`));
    });
  }

  it('loads its scripts, styles and images from under the base where a script names them', () => {
    const rootAssets = files('.js').flatMap((file) =>
      [...read(file).matchAll(/["'`](\/(?:assets|og)\/[^"'`]*|\/favicon\.svg)["'`]/g)].map(
        ([, url]) => `${file}: ${url}`,
      ),
    );
    expect(rootAssets).toEqual([]);
  });

  it('keeps the whole preview out of search engines and its sitemap in production URLs', () => {
    expect(read('robots.txt')).toMatch(/^Disallow: \/$/m);
    expect(read('sitemap.xml')).not.toContain('pr-preview');
    expect(read('sitemap.xml')).toContain(`<loc>${siteUrl}</loc>`);
  });
});
