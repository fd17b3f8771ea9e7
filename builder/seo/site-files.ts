// sitemap.xml and robots.txt: always in production URLs, whatever base path the build is served under.
import { productionBasePath } from '../../site.config.ts';
import { escapeHtml } from '../pages.ts';

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url>\n    <loc>${escapeHtml(url)}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

// A preview asks every crawler to stay away; production only keeps them out of the previews.
export function robotsTxt({ sitemap, preview }: { sitemap: string; preview: boolean }): string {
  const rules = preview ? ['Disallow: /'] : [`Disallow: ${productionBasePath}pr-preview/`];
  return ['User-agent: *', ...rules, '', `Sitemap: ${sitemap}`, ''].join('\n');
}
