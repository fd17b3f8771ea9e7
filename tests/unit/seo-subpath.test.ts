// The pull-request preview build `npm test` made (dist-subpath/: base /pr-preview/pr-12/, drafts
// shown). Everything it refers to stays under the sub-path; what it tells search engines and social
// networks still names production.
import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteUrl } from '../../site.config';
import { builtSite } from './built-site';

const preview = builtSite('dist-subpath');
const { base, files, read } = preview;

describe('a preview build under /pr-preview/pr-12/', () => {
  it('refers to its pages, scripts, images and icon only under the sub-path', () => {
    const outside = files('.html').flatMap((file) =>
      [...read(file).matchAll(/\s(?:href|src|action)="(\/[^"]*)"|\ssrcset="([^"]*)"/g)]
        .flatMap(([, url, srcset]) =>
          url ? [url] : srcset.split(',').map((entry) => entry.trim().split(' ')[0]),
        )
        .filter((url) => url.startsWith('/') && !url.startsWith(base))
        .map((url) => `${file}: ${url}`),
    );
    expect(outside).toEqual([]);
  });

  it('loads its scripts, styles and images from under the sub-path', () => {
    const rootAssets = files('.js').flatMap((file) =>
      [...read(file).matchAll(/["'`](\/(?:assets|og)\/[^"'`]*|\/favicon\.svg)["'`]/g)].map(
        ([, url]) => `${file}: ${url}`,
      ),
    );
    expect(rootAssets).toEqual([]);
    expect(read('index.html')).toContain(`${base}assets/`);
  });

  it('still names production in canonical URLs, social cards and the sitemap', () => {
    const home = read('index.html');
    expect(home).toContain(`<link rel="canonical" href="${siteUrl}" />`);
    expect(home).toContain(`<meta property="og:image" content="${absoluteUrl('/og/index.png')}" />`);
    for (const { slug } of preview.content.services)
      expect(read(`services/${slug}.html`)).toContain(`href="${absoluteUrl(`/services/${slug}`)}"`);
    expect(read('sitemap.xml')).not.toContain('pr-preview');
    expect(read('sitemap.xml')).toContain(`<loc>${siteUrl}</loc>`);
  });

  it('asks search engines to leave the preview alone', () => {
    expect(read('robots.txt')).toMatch(/^Disallow: \/$/m);
    for (const file of files('.html'))
      expect(read(file), file).toContain('<meta name="robots" content="noindex" />');
  });
});
