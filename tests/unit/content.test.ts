import fs from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content/check';
import { specSlugs } from '../spec';

const root = path.resolve(import.meta.dirname, '../..');

const { content, problems } = checkContent(root, { drafts: false });
const services = content.services;
const posts = content.posts;

describe('the content in content/', () => {
  it('loads without a single problem', () => {
    expect(problems).toEqual([]);
    expect(content.site).toBeDefined();
    expect(content.home).toBeDefined();
  });

  it('has the six services of the spec, each named by its file', () => {
    const files = fs
      .readdirSync(path.join(root, 'content/services'))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => name.replace(/\.mdx$/, ''));
    expect(services.map((service) => service.slug).toSorted()).toEqual(files.toSorted());
    expect(services.map((service) => service.slug).toSorted()).toEqual(specSlugs.toSorted());
    for (const service of services) expect(service.file).toBe(`content/services/${service.slug}.mdx`);
  });

  it('gives every service a title, a description, an icon and exactly six features', () => {
    for (const service of services) {
      expect(service.data.title, service.file).not.toBe('');
      expect(service.data.description, service.file).not.toBe('');
      expect(service.data.icon, service.file).toBeTruthy();
      expect(service.data.features, service.file).toHaveLength(6);
      expect(new Set(service.data.features).size, service.file).toBe(6);
    }
  });

  it('gives every service a body of three paragraphs', () => {
    for (const service of services) {
      const paragraphs = service.body.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
      expect(paragraphs, service.file).toHaveLength(3);
    }
  });

  it('gives every service its own order number', () => {
    const orders = services.map((service) => service.data.order);
    expect(new Set(orders).size).toBe(services.length);
    for (const order of orders) expect(Number.isInteger(order) && order > 0).toBe(true);
  });

  it('has three blog teasers dated in May and June 2024', () => {
    expect(posts).toHaveLength(3);
    for (const post of posts) expect(post.data.date, post.file).toMatch(/^2024-0[56]-(0[1-9]|[12]\d|3[01])$/);
    const months = new Set(posts.map((post) => post.data.date.slice(0, 7)));
    expect(months).toEqual(new Set(['2024-05', '2024-06']));
  });

  it('uses the categories Web Development, Business Growth and UI/UX Design', () => {
    expect(new Set(posts.map((post) => post.data.category))).toEqual(
      new Set(['Web Development', 'Business Growth', 'UI/UX Design']),
    );
  });

  it('gives every blog teaser an author, an image with alt text and an https link', () => {
    for (const post of posts) {
      expect(post.data.author, post.file).not.toBe('');
      expect(fs.existsSync(path.join(root, 'content', post.data.image)), post.data.image).toBe(true);
      expect(post.data.imageAlt, post.file).not.toBe('');
      expect(new URL(post.data.link).protocol, post.file).toBe('https:');
    }
  });

  it('keeps the spec-quoted texts exactly as quoted', () => {
    const { site, home } = content;
    expect(site?.tagline).toBe("Building tomorrow's solution today itself!");
    expect(site?.contact.hours).toBe('Monday - Friday: 10AM - 5PM');
    expect(site?.contact.address.city).toBe('Coimbatore');
    expect(site?.contact.address.country).toBe('India');
    expect(home?.hero.primaryButton).toBe('Start Your Project');
    expect(home?.hero.secondaryButton).toBe('Our Services');
    expect(home?.about.button).toBe('Learn More About Us');
    expect(home?.about.strengths).toHaveLength(6);
    expect(home?.blog.readLink).toBe('Read on Medium');
    expect(home?.blog.button).toBe('Visit Our Medium Blog');
    expect(site?.notFound.code).toBe('404');
    expect(site?.notFound.message).toBe('Oops! Page not found');
    expect(site?.notFound.homeLink).toBe('Return to Home');
    expect(site?.serviceNotFound.message).toBe('Service not found');
    expect(site?.serviceNotFound.backLink).toBe('Return to Services');
    expect(site?.servicePage.backLink).toBe('Back to Services');
    expect(site?.servicePage.ctaPrefix).toBe('Get Started with');
    expect(site?.navigation.links.map((link) => link.label)).toEqual([
      'Home',
      'Services',
      'About',
      'Blog',
      'Contact',
    ]);
    expect(site?.navigation.cta).toEqual({ label: 'Get Started', href: '/#contact' });
    expect(site?.footer.services.map((item) => item.label)).toEqual([
      'Web Development',
      'UI/UX Design',
      'Mobile Apps',
      'E-commerce',
      'Digital Marketing',
    ]);
    expect(site?.footer.explore.map((link) => [link.label, link.href])).toEqual([
      ['Home', '/'],
      ['About', '/#about'],
      ['Services', '/#services'],
      ['Contact', '/#contact'],
    ]);
  });
});

// src/routes.ts and src/content/index.ts use Vite's glob imports, so they are loaded through Vite
// itself, with the project's own config and content plugin.
describe('the route table (src/routes.ts)', () => {
  let server: ViteDevServer;
  let routes: { prerenderRoutes: () => string[]; notFoundRoute: string };
  let collections: { services: { slug: string; path: string; order: number }[]; posts: { date: string }[] };

  beforeAll(async () => {
    server = await createServer({
      root,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null },
    });
    routes = (await server.ssrLoadModule('/src/routes.ts')) as typeof routes;
    collections = (await server.ssrLoadModule('/src/content/index.ts')) as typeof collections;
  });
  afterAll(() => server?.close());
  // The dev server shows drafts too, so the table is compared with every service file.
  const services = checkContent(root, { drafts: true }).content.services;

  it('has the landing page and one page per service file, in card order', () => {
    const bySlug = services.toSorted((a, b) => a.data.order - b.data.order).map((s) => `/services/${s.slug}`);
    expect(routes.prerenderRoutes()).toEqual(['/', ...bySlug]);
  });

  it('has a not-found route that no content file can take', () => {
    expect(routes.prerenderRoutes()).not.toContain(routes.notFoundRoute);
    expect(routes.notFoundRoute).not.toMatch(/^\/services\//);
  });

  it('gives the card list the services sorted by order, each with its path', () => {
    expect(collections.services.map((service) => service.slug)).toEqual(
      services.toSorted((a, b) => a.data.order - b.data.order).map((service) => service.slug),
    );
    for (const service of collections.services) expect(service.path).toBe(`/services/${service.slug}`);
  });

  it('lists the blog teasers newest first', () => {
    const dates = collections.posts.map((post) => post.date);
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(dates).toHaveLength(3);
  });
});
