// Renders every route of the built app to static HTML inside the client build, each with its head
// tags and social card, then writes the files hosts and crawlers read: sitemap, robots, _headers.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { absoluteUrl, productionBasePath, siteUrl } from '../site.config';
import type { Service, SiteContent } from '../src/content/schema';
import type { Rendered } from '../src/entry-server';
import { cached, hashOf, rememberFile, store, type PageInputs } from './lib/build-cache';
import { phase } from './lib/phases';
import { cspMetaFor, headersFile } from './security/policy';
import { escapeHtml, headTags, twitterHandle } from './seo/head';
import { robotsTxt, sitemapXml } from './seo/site-files';
import { socialCards } from './seo/card-thread';
import { agency, service as serviceData, type StructuredDataInput } from './seo/structured-data';

// A cached page, with the hash of each service text it showed when it was rendered.
interface CachedPage extends Rendered {
  bodyHashes: string[];
}

interface ServerEntry {
  render: (url: string, basename: string, options?: { notFound?: boolean }) => Promise<Rendered>;
  prerenderRoutes: () => string[];
  notFoundRoute: string;
  site: SiteContent;
  services: Service[];
  provideBodies: (loader: (slug: string) => unknown) => void;
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
  // The ES module's code of a service's text, which the server bundle leaves out; undefined for a
  // service that does not exist (src/content/bodies.server.ts).
  serviceText?: (slug: string) => string | undefined;
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
  serviceText,
}: PrerenderOptions): Promise<Prerendered> {
  const entry = await phase('  load the server bundle', () => load<ServerEntry>(serverEntry));
  // Pages rendered by this build, and pages taken from the cache of an earlier one, so far.
  let rendered = 0;
  let reused = 0;
  // The services' texts, which the server bundle leaves out (src/content/bodies.server.ts), are
  // bundled when a page first asks for one, and that page is rendered again with them (without its
  // text a page is the same page less the text). Usually all of them. But a build after a text's
  // edit renders that service's page alone, where bundling all 1,000 took 0.3 s: while a build has
  // reused at least as many pages as it rendered, its first bundle holds only the texts asked for.
  // Any later one holds them all, so a build bundles at most twice.
  const texts = new Map<string, unknown>();
  const asked = new Map<string, string>();
  let bundles = 0;
  entry.provideBodies((slug) => {
    if (!texts.has(slug) && !asked.has(slug)) {
      const code = serviceText?.(slug);
      if (code !== undefined) asked.set(slug, code);
    }
    return texts.get(slug);
  });
  // Whether the last render asked for a text it did not get, which is then bundled.
  const bundleAsked = async (): Promise<boolean> => {
    if (!asked.size) return false;
    const codes = bundles++ || reused < rendered ? allTexts(entry.services, serviceText) : asked;
    const loaded = await phase('  bundle the texts', () =>
      loadTexts(path.join(path.dirname(serverEntry), `texts-${bundles}.mjs`), codes),
    );
    for (const [slug, text] of loaded) texts.set(slug, text);
    asked.clear();
    return true;
  };
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
  // each kind (landing, service, not found) resolves them all, so every page renders in tree order
  // and Emotion writes its CSS in the same order every build. A build that renders no page of a kind
  // (the cache has them all) skips its first pass too.
  const kindOf = (route: string, notFound: boolean) =>
    notFound ? 'not found' : route.replace(/^\/services\/.+/, 'service');
  const warmedUp = new Set<string>();
  const render = async (route: string, notFound: boolean) => {
    const kind = kindOf(route, notFound);
    if (!warmedUp.has(kind)) {
      warmedUp.add(kind);
      await entry.render(route, base, { notFound });
    }
    rendered++;
    const page = await entry.render(route, base, { notFound });
    return (await bundleAsked()) ? entry.render(route, base, { notFound }) : page;
  };
  // What each page's HTML is made from, for the cache: the code and settings, every content file but
  // the service texts, and the texts the page showed when it was rendered (its own, on a service's
  // page), checked against the texts of this build.
  const renderCached = async (route: string, notFound: boolean): Promise<Rendered> => {
    if (!cache) return render(route, notFound);
    const key = hashOf(cache.code, base, String(preview), route, String(notFound), cache.shared);
    const bodyHashes = (slugs: string[]) => slugs.map((slug) => cache.bodies.get(slug) ?? '');
    const hit = cached('pages', key);
    if (hit) {
      const page = JSON.parse(hit.toString('utf8')) as CachedPage;
      if (bodyHashes(page.bodies).join() === page.bodyHashes.join()) {
        reused++;
        return page;
      }
    }
    const page = await render(route, notFound);
    store('pages', key, JSON.stringify({ ...page, bodyHashes: bodyHashes(page.bodies) }));
    return page;
  };
  // Each folder is made once, and files are written and social cards drawn (./seo/card-thread.ts) off
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
  const cards = socialCards();
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
    const drawCard = () => cards.draw(cardProps);
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
  await cards.close();

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

// The ES module code of every service's text (those that exist).
function allTexts(services: Service[], serviceText: PrerenderOptions['serviceText']): Map<string, string> {
  const codes = new Map<string, string>();
  for (const { slug } of services) {
    const code = serviceText?.(slug);
    if (code !== undefined) codes.set(slug, code);
  }
  return codes;
}

// Compiled texts as one module, bundled into `file` beside the server bundle (where its import of
// React resolves as the bundle's does) and loaded. At 1,000 services, loading one module a text took
// 0.9 s; bundling them into one takes about 0.15 s.
async function loadTexts(file: string, codes: Map<string, string>): Promise<Map<string, unknown>> {
  const slugs = [...codes.keys()];
  const entry = [
    ...slugs.map((slug, index) => `import text${index} from ${JSON.stringify(`text:${slug}`)};`),
    `export default [${slugs.map((_slug, index) => `text${index}`).join(', ')}];`,
  ].join('\n');
  const bundle = await rolldown({
    input: 'texts',
    external: ['react/jsx-runtime'],
    plugins: [
      {
        name: 'service-texts',
        resolveId: (id) => (id === 'texts' || id.startsWith('text:') ? id : null),
        load: (id) => (id === 'texts' ? entry : id.startsWith('text:') ? codes.get(id.slice(5)) : null),
      },
    ],
  });
  await bundle.write({ file, format: 'esm' });
  await bundle.close();
  const { default: texts } = await load<{ default: unknown[] }>(file);
  return new Map(slugs.map((slug, index) => [slug, texts[index]]));
}

// An ES module of the build's output. require() loads ES modules too (Node 20.19 and later), and the
// server bundle in a sixth of the time (0.1 s against 0.6 s at 1,000 services, where import() passes
// each module it imports through tsx's hooks). Under tsx's own command, though (how `npm run review`
// builds each commit), require() goes through tsx's CommonJS hook: the lazy service page then loaded
// a second copy of the bundle and of React Router, and every page failed. There, import().
const require = createRequire(import.meta.url);
const tsxCommonJs = '.ts' in require.extensions;
async function load<T>(file: string): Promise<T> {
  return (tsxCommonJs ? await import(pathToFileURL(file).href) : require(file)) as T;
}

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
