import fs from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../collections/check.ts';
import { hasMessageSentPage, messageSentPath } from '../../collections/paths.ts';

const root = path.resolve(import.meta.dirname, '../..');

const { content, problems } = checkContent(root, { drafts: false });
const { services, posts } = content;

describe('the content in content/', () => {
  it('loads without a single problem', () => {
    expect(problems).toEqual([]);
    expect(content.site).toBeDefined();
    expect(content.home).toBeDefined();
  });

  it('names every service and blog teaser after its file', () => {
    for (const [folder, entries] of [
      ['services', services],
      ['blog', posts],
    ] as const) {
      const files = fs
        .readdirSync(path.join(root, 'content', folder))
        .filter((name) => name.endsWith('.mdx'))
        .map((name) => name.replace(/\.mdx$/, ''));
      // Drafts are left out of a production load, so every loaded entry has a file, not the reverse.
      expect(files).toEqual(expect.arrayContaining(entries.map((entry) => entry.slug)));
      for (const entry of entries) expect(entry.file).toBe(`content/${folder}/${entry.slug}.mdx`);
    }
  });

  it('gives every service a title, a description, an icon, six different features and its own order number', () => {
    for (const service of services) {
      expect(service.data.title, service.file).not.toBe('');
      expect(service.data.description, service.file).not.toBe('');
      expect(service.data.icon, service.file).toBeTruthy();
      expect(new Set(service.data.features).size, service.file).toBe(6);
      expect(Number.isInteger(service.data.order) && service.data.order > 0, service.file).toBe(true);
    }
    expect(new Set(services.map((service) => service.data.order)).size).toBe(services.length);
  });

  it('gives every blog teaser an author, an image with alt text and an https link', () => {
    for (const post of posts) {
      expect(post.data.author, post.file).not.toBe('');
      expect(fs.existsSync(path.join(root, 'content', post.data.image)), post.data.image).toBe(true);
      expect(post.data.imageAlt, post.file).not.toBe('');
      expect(new URL(post.data.link).protocol, post.file).toBe('https:');
    }
  });
});

// src/routes.ts and src/content.ts import the content plugin's collections, so they are
// loaded through Vite itself, with the project's own config and content plugin.
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
    collections = (await server.ssrLoadModule('/src/content.ts')) as typeof collections;
  });
  afterAll(() => server?.close());
  // The dev server shows drafts too, so the table is compared with every service file.
  const withDrafts = checkContent(root, { drafts: true }).content;
  const slugs = withDrafts.services.toSorted((a, b) => a.data.order - b.data.order).map((s) => s.slug);

  it('has the landing page, one page per service file in card order, and a not-found route no content file can take', () => {
    const netlify = content.site !== undefined && hasMessageSentPage(content.site);
    expect(routes.prerenderRoutes()).toEqual([
      '/',
      ...slugs.map((slug) => `/services/${slug}/`),
      ...(netlify ? [messageSentPath] : []),
    ]);
    expect(routes.prerenderRoutes()).not.toContain(routes.notFoundRoute);
    expect(routes.notFoundRoute).not.toMatch(/^\/services\//);
  });

  it('gives the card list the services sorted by order, each with its path', () => {
    expect(collections.services.map((service) => service.slug)).toEqual(slugs);
    for (const service of collections.services) expect(service.path).toBe(`/services/${service.slug}/`);
  });

  it('lists the blog teasers newest first', () => {
    const dates = collections.posts.map((post) => post.date);
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(dates).toHaveLength(withDrafts.posts.length);
  });
});
