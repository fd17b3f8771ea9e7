// Renders every route of the built app to static HTML inside the client build, each with its head
// tags and social card, then writes the files hosts and crawlers read: sitemap, robots, _headers.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { absoluteUrl, productionBasePath, siteUrl } from '../site.config';
import type { Service, SiteContent } from '../src/content/schema';
import type { PageMeta } from '../src/pages/meta';
import { hashOf, remember, rememberFile, type PageInputs } from './lib/build-cache';
import { phase } from './lib/phases';
import { cspMetaFor, headersFile } from './security/policy';
import { escapeHtml, headTags, twitterHandle } from './seo/head';
import { robotsTxt, sitemapXml } from './seo/site-files';
import { renderSocialCard } from './seo/social-card';
import { agency, service as serviceData, type StructuredDataInput } from './seo/structured-data';

interface Rendered {
  html: string;
  styles: string;
  meta: PageMeta;
}

interface ServerEntry {
  render: (url: string, basename: string, options?: { notFound?: boolean }) => Promise<Rendered>;
  prerenderRoutes: () => string[];
  notFoundRoute: string;
  site: SiteContent;
  services: Service[];
}

export interface PrerenderOptions {
  clientDir: string;
  serverEntry: string;
  base: string;
  // A preview (drafts shown, or served away from production's path) stays out of search engines.
  preview?: boolean;
  // Reuse pages and social cards of earlier builds (scripts/lib/build-cache.ts). The inputs are read
  // before the bundles are built, so a file saved during the build cannot label an older render.
  cache?: PageInputs;
}

// "/" becomes index.html and "/services/ai-ml" becomes services/ai-ml.html, as static hosts expect.
export function fileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

// Each page's social card: og/index.png, og/services/ai-ml.png, og/404.png.
export function cardFor(route: string): string {
  return `og/${route === '/' ? 'index' : route.slice(1)}.png`;
}

export interface Prerendered {
  routes: string[];
  rendered: number;
}

export async function prerenderPages({
  clientDir,
  serverEntry,
  base: rawBase,
  preview = process.env.CONTENT_DRAFTS === 'show' || withSlash(rawBase) !== productionBasePath,
  cache,
}: PrerenderOptions): Promise<Prerendered> {
  const entry: ServerEntry = await import(pathToFileURL(serverEntry).href);
  const base = withSlash(rawBase);
  const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const { site, services } = entry;
  const twitterSite = twitterHandle(site.links.social);
  // The site's address as the social cards print it: stackwise.example.
  const address = siteUrl.replace(/^https:\/\/|\/$/g, '');
  const pages: [route: string, file: string, notFound: boolean][] = [
    ...entry.prerenderRoutes().map((route): [string, string, boolean] => [route, fileFor(route), false]),
    [entry.notFoundRoute, '404.html', true],
  ];
  const indexed: string[] = [];

  // Lazy components resolve in whatever order their downloads finish. A first pass over one page of
  // each kind (landing, service, not found) resolves them all, so the pages below render in tree
  // order and Emotion writes its CSS in the same order every build.
  const kinds = new Map(
    pages.map(([route, , notFound]) => [
      notFound ? 'not found' : route.replace(/^\/services\/.+/, 'service'),
      route,
    ]),
  );
  // Pages rendered by this build; the others came from the cache of an earlier one.
  let rendered = 0;
  let warmedUp = false;
  const warmUp = async () => {
    if (warmedUp) return;
    warmedUp = true;
    for (const [kind, route] of kinds) await entry.render(route, base, { notFound: kind === 'not found' });
  };
  const render = async (route: string, notFound: boolean) => {
    await warmUp();
    rendered++;
    return entry.render(route, base, { notFound });
  };
  // What each page's HTML is made from, for the cache: the code and settings, every content file but
  // the service texts, and the page's own text (the landing and 404 pages take all of them).
  const renderCached = async (route: string, notFound: boolean): Promise<Rendered> => {
    if (!cache) return render(route, notFound);
    const service = services.find((candidate) => candidate.path === route);
    const key = hashOf(
      cache.code,
      base,
      String(preview),
      route,
      String(notFound),
      cache.shared,
      service ? (cache.bodies.get(service.slug) ?? '') : cache.allBodies,
    );
    const page = await remember('pages', key, async () => JSON.stringify(await render(route, notFound)));
    return JSON.parse(page.toString('utf8')) as Rendered;
  };
  // Each folder is made once, and files are written and social cards finished (renderSocialCard) off
  // this thread while the next pages render, a few at a time. Awaiting each page's write before the
  // next page took a second at 1,000 pages, as each waits on the file system's threads.
  const folders = new Map<string, Promise<unknown>>();
  const makeFolder = (file: string): Promise<unknown> => {
    const folder = path.dirname(file);
    let made = folders.get(folder);
    if (!made) folders.set(folder, (made = fs.mkdir(folder, { recursive: true })));
    return made;
  };
  const writeFile = async (file: string, data: string | Buffer) => {
    const target = path.join(clientDir, file);
    await makeFolder(target);
    await fs.writeFile(target, data);
  };
  const writes: Promise<void>[] = [];
  for (const [route, file, notFound] of pages) {
    const { html, styles, meta } = await phase('  render pages', () => renderCached(route, notFound));
    const card = cardFor(route);
    const image = absoluteUrl(`/${card}`);
    const input: StructuredDataInput = { site, services, url: (sitePath) => absoluteUrl(sitePath), image };
    const described = services.find((candidate) => candidate.slug === meta.service);
    const structuredData = route === '/' ? [agency(input)] : described ? [serviceData(described, input)] : [];
    const canonical = meta.path === undefined ? undefined : absoluteUrl(meta.path);
    if (canonical && !meta.draft) indexed.push(canonical);

    const head = [
      ...headTags({
        meta,
        siteName: site.name,
        canonical,
        image,
        twitterSite,
        // The 404 page needs no robots tag: hosts answer it with status 404, which keeps it out of
        // search results, and Lighthouse's SEO audit (measured on /404.html) fails any noindex page.
        noindex: preview || (!canonical && !notFound) || Boolean(meta.draft),
        structuredData,
      }),
      styles,
    ].join('\n    ');
    const csp = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(cspMetaFor(route))}" />`;
    const page = template
      .replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${csp}`)
      .replace('<!--app-head-->', head)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-route="${escapeHtml(route)}">${html}</div>`,
      );
    if (!page.includes(csp)) throw new Error('index.html needs a <meta charset> for the CSP tag to follow');
    const inline = /<script(?![^>]*\b(src=|type="application\/ld\+json"))[^>]*>/.exec(page);
    if (inline) throw new Error(`${file} has an inline script (${inline[0]}), which the CSP blocks`);
    writes.push(writeFile(file, page));
    const cardProps = { siteName: site.name, heading: meta.heading, text: meta.description, address };
    const drawCard = () => renderSocialCard(cardProps);
    const cardFile = path.join(clientDir, card);
    writes.push(
      makeFolder(cardFile).then(async () =>
        cache
          ? rememberFile('cards', hashOf(cache.code, JSON.stringify(cardProps)), cardFile, drawCard)
          : fs.writeFile(cardFile, await drawCard()),
      ),
    );
    while (writes.length >= 16) await phase('  wait for cards and writes', () => writes.shift());
  }
  await phase('  wait for cards and writes', () => Promise.all(writes));

  await writeFile('sitemap.xml', sitemapXml(indexed));
  await writeFile(
    'robots.txt',
    robotsTxt({
      sitemap: absoluteUrl('/sitemap.xml'),
      preview,
      previewsPath: `${productionBasePath}pr-preview/`,
    }),
  );
  await writeFile('_headers', headersFile(base));
  // GitHub Pages would otherwise run Jekyll, which drops files whose names start with "_".
  await writeFile('.nojekyll', '');
  return { routes: pages.map(([route]) => route), rendered };
}

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
