// What the built pages say about themselves before anything runs: title, description, canonical
// address, social cards, the security policy's <meta> copy, structured data, sitemap.xml and robots.txt.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteUrl } from '../../site.config.ts';
import { cspMetaFor, policyOf } from '../../builder/policy.ts';
import { pagePath } from '../../builder/pages.ts';
import { all, and, attr, builtSite, one, tag, text, type Element } from './site.ts';

const dist = builtSite('dist');
const { site, home, services } = dist.content;

const head = (file: string) => one(dist.page(file), tag('head'), '<head>');
// A <meta> by its name or property, undefined when the page has none.
const meta = (root: Element, key: string) =>
  all(
    root,
    and(tag('meta'), (element) => [element.attribs.name, element.attribs.property].includes(key)),
  )[0]?.attribs.content;
const canonical = (root: Element) => all(root, and(tag('link'), attr('rel', 'canonical')))[0]?.attribs.href;
const jsonLd = (root: Element) =>
  all(root, and(tag('script'), attr('type', 'application/ld+json'))).map((script) =>
    JSON.parse(text(script)),
  );

const pages = [
  { file: 'index.html', path: '/', title: `${site.name} · ${home.title}`, description: home.description },
  ...services.map(({ slug, data }) => ({
    file: `services/${slug}/index.html`,
    path: `/services/${slug}/`,
    title: `${data.title} · ${site.name}`,
    description: data.description,
  })),
];

describe('the head of every page', () => {
  it.each(pages)('$path has its title, description and production canonical URL', (page) => {
    expect(text(one(head(page.file), tag('title')))).toBe(page.title);
    expect(meta(head(page.file), 'description')).toBe(page.description);
    expect(canonical(head(page.file))).toBe(absoluteUrl(page.path));
  });

  it.each(pages)('$path has Open Graph and Twitter tags pointing at its own 1200x630 card', (page) => {
    const image = meta(head(page.file), 'og:image')!;
    expect(meta(head(page.file), 'og:title')).toBe(page.title);
    expect(meta(head(page.file), 'og:description')).toBe(page.description);
    expect(meta(head(page.file), 'og:url')).toBe(absoluteUrl(page.path));
    expect(meta(head(page.file), 'twitter:card')).toBe('summary_large_image');
    expect(meta(head(page.file), 'twitter:image')).toBe(image);
    expect(image.startsWith(`${siteUrl}og/`)).toBe(true);
    const png = fs.readFileSync(path.join(dist.dir, image.slice(siteUrl.length)));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], 'width and height').toEqual([1200, 630]);
  });

  it.each(dist.files('.html'))(
    '%s carries the security policy for its address as a <meta>, before any style or script',
    (file) => {
      const inHead = all(head(file), () => true);
      const policy = one(head(file), and(tag('meta'), attr('http-equiv', 'Content-Security-Policy')));
      expect(policy.attribs.content).toBe(cspMetaFor(`/${pagePath(file)}`, policyOf(site)));
      const firstStyleOrScript = inHead.findIndex((element) => ['style', 'script'].includes(element.name));
      expect(firstStyleOrScript).toBeGreaterThan(inHead.indexOf(policy));
    },
  );

  // JSON-LD is data; an inline script would break the policy, which fails the browser tests (csp.spec.ts).
  it('describes the agency on the landing page as a ProfessionalService at its address', () => {
    const [agency] = jsonLd(head('index.html'));
    const { phone: telephone, email, address } = site.contact;
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: site.name,
      url: siteUrl,
      telephone,
      email,
      address: { '@type': 'PostalAddress', addressLocality: address.city, postalCode: address.postalCode },
    });
    expect(agency.contactPoint).toContainEqual(
      expect.objectContaining({ '@type': 'ContactPoint', telephone, email }),
    );
    expect(agency.sameAs).toEqual(site.links.social.map((link) => link.href));
  });

  it.each(services)('describes $slug as a Service offered by the agency', (service) => {
    const [data] = jsonLd(head(`services/${service.slug}/index.html`));
    expect(data).toMatchObject({
      '@type': 'Service',
      name: service.data.title,
      description: service.data.description,
      url: absoluteUrl(`/services/${service.slug}/`),
      provider: { '@type': 'ProfessionalService', name: site.name },
    });
  });

  it('keeps the 404 page out of search results by its status alone, with no canonical URL', () => {
    // Hosts answer it with status 404; a robots tag would only fail Lighthouse's SEO audit.
    expect(meta(head('404.html'), 'robots')).toBeUndefined();
    expect(canonical(head('404.html'))).toBeUndefined();
    expect(jsonLd(head('404.html'))).toEqual([]);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the landing page and every published service, in production URLs, and nothing else', () => {
    const locations = [...dist.read('sitemap.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations.toSorted()).toEqual(pages.map((page) => absoluteUrl(page.path)).toSorted());
  });

  it('points crawlers at the sitemap and keeps them out of pull-request previews', () => {
    const robots = dist.read('robots.txt');
    expect(robots).toContain(`Sitemap: ${siteUrl}sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/(.*\/)?pr-preview\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

it('links that open a new tab all carry rel="noopener noreferrer", on every page', () => {
  const opensNewTab = and(tag('a'), attr('target', '_blank'));
  const newTab = dist.files('.html').flatMap((file) => all(dist.page(file), opensNewTab));
  expect(newTab.length).toBeGreaterThan(0);
  const unsafe = newTab.filter((anchor) => anchor.attribs.rel !== 'noopener noreferrer');
  expect(unsafe.map((anchor) => anchor.attribs.href)).toEqual([]);
});
