// Renders every route to static HTML with its head tags and social card, then sitemap, robots and _headers.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MDXContent } from 'mdx/types';
import { absoluteUrl, productionBasePath, siteUrl } from '../site.config.ts';
import type { Rendered } from '../src/entry-server.tsx';
import { hashOf, keptFile, rememberFile, storeEntry, type PageInputs } from './cache.ts';
import { phase } from './phases.ts';
import { cspMetaFor, headersFile, policyOf } from './policy.ts';
import { headTags, twitterHandle } from './seo/head.ts';
import { escapeHtml } from './pages.ts';
import { renderSocialCard } from './seo/social-card.ts';
import { agency, service as serviceData } from './seo/structured-data.ts';

// Kept with a page's file: its meta and the service texts it showed, each with its hash when rendered.
interface PageRecord {
  meta: Rendered['meta'];
  texts: Record<string, string>;
}

export interface PrerenderOptions {
  clientDir: string;
  serverEntry: string;
  base: string;
  // Reuse pages and social cards of earlier builds (builder/cache.ts).
  cache?: PageInputs;
  // A service's compiled text (builder/texts.ts), which the server bundle leaves out.
  serviceText?: (slug: string) => string | undefined;
}

const routeName = (route: string) => route.replace(/^\/|\/$/g, '');
export const fileFor = (route: string) => (route === '/' ? 'index.html' : `${routeName(route)}/index.html`);
export const cardFor = (route: string) => `og/${route === '/' ? 'index' : routeName(route)}.png`;

export async function prerenderPages(options: PrerenderOptions) {
  const { clientDir, serverEntry, cache, serviceText } = options;
  const entry = await phase(
    '  load the server bundle',
    async () => (await import(pathToFileURL(serverEntry).href)) as typeof import('../src/entry-server.tsx'),
  );
  let rendered = 0;
  // Texts the server bundle leaves out, made into components with the React it renders with.
  let jsxRuntime: unknown;
  const texts = new Map<string, MDXContent | undefined>();
  entry.provideBodies((slug) => {
    if (!texts.has(slug)) {
      const code = serviceText?.(slug);
      jsxRuntime ??= createRequire(serverEntry)('react/jsx-runtime');
      // The body of a function (textOptions in collections/body.ts), as MDX's own run() calls it.
      texts.set(slug, code === undefined ? undefined : new Function(code)(jsxRuntime).default);
    }
    return texts.get(slug);
  });
  const base = options.base.replace(/\/?$/, '/');
  // A preview (drafts shown, or served away from production's path) stays out of search engines.
  const preview = process.env.CONTENT_DRAFTS === 'show' || base !== productionBasePath;
  const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const { site, services } = entry;
  const policy = policyOf(site);
  const twitterSite = twitterHandle(site.links.social);
  // The site's address as the social cards print it: stackwise.example.
  const address = siteUrl.replace(/^https:\/\/|\/$/g, '');
  const pages: [route: string, file: string, notFound: boolean][] = [
    ...entry.prerenderRoutes().map((route): [string, string, boolean] => [route, fileFor(route), false]),
    [entry.notFoundRoute, '404.html', true],
  ];
  const indexed: string[] = [];

  // The service texts are left out of the key: those a page showed are checked against this build's.
  const pageKey = (route: string, notFound: boolean) =>
    cache && hashOf('page', cache.code, base, String(preview), route, String(notFound), cache.shared);
  const textHash = (slug: string) => cache?.bodies.get(slug) ?? '';
  const unchanged = (key: string | undefined): PageRecord | undefined => {
    const recorded = key === undefined ? undefined : keptFile(`${key}.json`);
    if (recorded === undefined) return undefined;
    const record = JSON.parse(readFileSync(recorded, 'utf8')) as PageRecord;
    return Object.entries(record.texts).every(([slug, hash]) => textHash(slug) === hash) ? record : undefined;
  };
  // Writes go on while the next pages render: awaiting each write would cost 1 s at 1,000 pages.
  const makeFolder = (file: string) => fs.mkdir(path.dirname(file), { recursive: true });
  const writeFile = async (file: string, data: string | Buffer) => {
    const target = path.join(clientDir, file);
    await makeFolder(target);
    await fs.writeFile(target, data);
  };
  const canonicalOf = (meta: Rendered['meta']) =>
    meta.path === undefined ? undefined : absoluteUrl(meta.path);
  const renderPage = async (route: string, file: string, notFound: boolean) => {
    rendered++;
    const result = await phase('  render pages', () => entry.render(route, base, { notFound }));
    const { html, styles, meta } = result;
    const input = { site, services, url: absoluteUrl, image: absoluteUrl(`/${cardFor(route)}`) };
    const described = services.find((candidate) => candidate.slug === meta.service);
    const structuredData = route === '/' ? [agency(input)] : described ? [serviceData(described, input)] : [];
    const canonical = canonicalOf(meta);
    const head = [
      ...headTags({
        meta,
        siteName: site.name,
        canonical,
        image: input.image,
        twitterSite,
        // Not on the 404: its status keeps it out of search, and Lighthouse's SEO audit fails noindex pages.
        noindex: preview || (!canonical && !notFound) || Boolean(meta.draft),
        structuredData,
      }),
      styles,
    ].join('\n    ');
    // The browser asks for this version, so a text cached before a deploy never meets a later page.
    const text = meta.service === undefined ? undefined : serviceText?.(meta.service);
    const textVersion = text === undefined ? '' : ` data-text="${hashOf(text).slice(0, 12)}"`;
    const csp = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(cspMetaFor(route, policy))}" />`;
    const page = template
      .replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${csp}`)
      .replace('<!--app-head-->', head)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-route="${escapeHtml(route)}"${textVersion}>${html}</div>`,
      );
    if (!page.includes(csp)) throw new Error('index.html needs a <meta charset> for the CSP tag to follow');
    const inline = /<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>/.exec(page);
    if (inline) throw new Error(`${file} has an inline script (${inline[0]}), which the CSP blocks`);
    return { result, page };
  };

  const writes: Promise<void>[] = [];
  for (const [route, file, notFound] of pages) {
    const key = pageKey(route, notFound);
    const target = path.join(clientDir, file);
    const record = unchanged(key);
    const kept = record && keptFile(key!);
    let meta: Rendered['meta'];
    if (record && kept) {
      meta = record.meta;
      writes.push(makeFolder(target).then(() => fs.copyFile(kept, target)));
    } else {
      const { result, page } = await renderPage(route, file, notFound);
      meta = result.meta;
      writes.push(writeFile(file, page).then(() => (key ? storeEntry(key, page) : undefined)));
      if (key) {
        const texts = Object.fromEntries(result.bodies.map((slug) => [slug, textHash(slug)]));
        writes.push(storeEntry(`${key}.json`, JSON.stringify({ meta, texts } satisfies PageRecord)));
      }
    }
    const canonical = canonicalOf(meta);
    if (canonical && !meta.draft) indexed.push(canonical);
    const cardProps = { siteName: site.name, heading: meta.heading, text: meta.description, address };
    const cardKey = cache && hashOf('card', cache.code, JSON.stringify(cardProps));
    const cardFile = path.join(clientDir, cardFor(route));
    writes.push(rememberFile(cardKey, cardFile, async () => renderSocialCard(cardProps)));
    while (writes.length >= 16) await phase('  wait for cards and writes', () => writes.shift());
  }
  await phase('  wait for cards and writes', () => Promise.all(writes));

  const urls = indexed.map((url) => `  <url>\n    <loc>${escapeHtml(url)}</loc>\n  </url>\n`).join('');
  const urlset = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
  await writeFile('sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n${urlset}`);
  // A preview asks every crawler to stay away; production only keeps them out of the previews.
  const disallow = preview ? '/' : `${productionBasePath}pr-preview/`;
  const sitemap = absoluteUrl('/sitemap.xml');
  await writeFile('robots.txt', `User-agent: *\nDisallow: ${disallow}\n\nSitemap: ${sitemap}\n`);
  await writeFile('_headers', headersFile(base, policy));
  // GitHub Pages would otherwise run Jekyll, which drops files whose names start with "_".
  await writeFile('.nojekyll', '');
  return { routes: pages.map(([route]) => route), rendered };
}
