// The head of every prerendered page, the social cards, sitemap.xml and robots.txt, read from the
// build that `npm test` made (dist/).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteUrl } from '../../site.config';
import { cspMetaFor } from '../../scripts/security/policy';
import { builtSite } from './built-site';

const built = builtSite('dist');
const dist = built.dir;
const { site, home, services } = built.content;

const read = built.read;
const headOf = (file: string) => read(file).split('</head>')[0];
const metaContent = (head: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(head)?.[1];
const decode = (value = '') =>
  value
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) =>
    JSON.parse(json),
  );
const pngSize = (file: string) => {
  const png = fs.readFileSync(path.join(dist, file));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

const pages = [
  { file: 'index.html', path: '/', title: `${site.name} · ${home.title}`, description: home.description },
  ...services.map((service) => ({
    file: `services/${service.slug}.html`,
    path: `/services/${service.slug}`,
    title: `${service.data.title} · ${site.name}`,
    description: service.data.description,
  })),
];

describe('the head of every page', () => {
  it.each(pages)('$path has its title, description and production canonical URL', (page) => {
    const head = headOf(page.file);
    expect(decode(/<title>([^<]*)<\/title>/.exec(head)?.[1])).toBe(page.title);
    expect(decode(metaContent(head, 'description'))).toBe(page.description);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]).toBe(absoluteUrl(page.path));
    expect(absoluteUrl(page.path).startsWith(siteUrl)).toBe(true);
  });

  it.each(pages)('$path has Open Graph and Twitter tags pointing at its own 1200x630 card', (page) => {
    const head = headOf(page.file);
    const image = metaContent(head, 'og:image')!;
    expect(decode(metaContent(head, 'og:title'))).toBe(page.title);
    expect(decode(metaContent(head, 'og:description'))).toBe(page.description);
    expect(metaContent(head, 'og:url')).toBe(absoluteUrl(page.path));
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe(image);
    expect(image.startsWith(`${siteUrl}og/`)).toBe(true);
    expect(pngSize(image.slice(siteUrl.length))).toEqual({ width: 1200, height: 630 });
  });

  it.each(pages)('$path carries the security policy as a meta tag, before any style or script', (page) => {
    const head = headOf(page.file);
    expect(decode(/http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(head)?.[1])).toBe(
      cspMetaFor(page.path),
    );
    expect(head.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(head.search(/<style|<script/));
  });

  it('describes the agency on the landing page as a ProfessionalService at its address', () => {
    const [agency] = jsonLd(headOf('index.html'));
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: site.name,
      url: siteUrl,
      telephone: site.contact.phone,
      email: site.contact.email,
      address: {
        '@type': 'PostalAddress',
        addressLocality: site.contact.address.city,
        postalCode: site.contact.address.postalCode,
      },
    });
    expect(agency.contactPoint).toContainEqual(
      expect.objectContaining({
        '@type': 'ContactPoint',
        telephone: site.contact.phone,
        email: site.contact.email,
      }),
    );
    expect(agency.sameAs).toEqual(site.links.social.map((link) => link.href));
  });

  it.each(services.map((service) => [service.slug, service] as const))(
    'describes %s as a Service offered by the agency',
    (_, service) => {
      const [data] = jsonLd(headOf(`services/${service.slug}.html`));
      expect(data).toMatchObject({
        '@type': 'Service',
        name: service.data.title,
        description: service.data.description,
        url: absoluteUrl(`/services/${service.slug}`),
        provider: { '@type': 'ProfessionalService', name: site.name },
      });
    },
  );

  it('keeps the 404 page out of search results by its status alone, with no canonical URL', () => {
    const head = headOf('404.html');
    // Hosts answer it with status 404; a robots tag would only fail Lighthouse's SEO audit.
    expect(metaContent(head, 'robots')).toBeUndefined();
    expect(head).not.toContain('rel="canonical"');
    expect(jsonLd(head)).toEqual([]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the landing page and every published service, in production URLs', () => {
    const locations = [...read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations.sort()).toEqual(pages.map((page) => absoluteUrl(page.path)).sort());
  });

  it('points crawlers at the sitemap and keeps them out of pull-request previews', () => {
    const robots = read('robots.txt');
    expect(robots).toContain(`Sitemap: ${siteUrl}sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/(.*\/)?pr-preview\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('links that open a new tab', () => {
  it('all carry rel="noopener noreferrer", on every page', () => {
    const files = fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'));
    const newTab = files.flatMap((file) =>
      [...read(file).matchAll(/<a\b[^>]*target="_blank"[^>]*>/g)].map(([tag]) => ({ file, tag })),
    );
    expect(newTab.length).toBeGreaterThan(0);
    expect(newTab.filter(({ tag }) => !/\brel="noopener noreferrer"/.test(tag))).toEqual([]);
  });
});
