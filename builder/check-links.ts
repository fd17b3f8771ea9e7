// `npm run check:links`: crawls the built site with linkinator and fails on any broken internal link or
// #anchor, production addresses included. External links are never fetched, only checked to be well-formed.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { check, LinkState } from 'linkinator';
import { siteUrl } from '../site.config.ts';
import { decodeHtml, pagePath, pagesOf } from './pages.ts';
import { builtDist, createStaticServer, listen } from './serve.ts';

export interface LinkProblem {
  url: string;
  page: string;
  reason: string;
}

export function externalLinkProblem(href: string): string | undefined {
  if (href.startsWith('mailto:'))
    return /^mailto:[^@\s/]+@[^@\s.]+(\.[^@\s.?]+)+(\?\S*)?$/.test(href)
      ? undefined
      : 'is not a valid mailto: address';
  if (href.startsWith('tel:'))
    return /^tel:\+?\d{6,15}$/.test(href) ? undefined : 'is not a valid tel: number';
  if (!href.startsWith('https://')) return 'must start with https://';
  if (/\s/.test(href) || !URL.canParse(href)) return 'is not a well-formed URL';
  const { hostname } = new URL(href);
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(hostname)) return `has no valid host name ("${hostname}")`;
  return undefined;
}

// What the crawler leaves to us: external links, never fetched, and #anchors into another page (it checks
// only those on the page it is reading).
function uncrawledLinks(dist: string, base: string) {
  const pages = new Map(pagesOf(dist).map((page) => [page, fs.readFileSync(path.join(dist, page), 'utf8')]));
  const ids = new Map<string, Set<string>>();
  for (const [page, html] of pages)
    ids.set(page, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => decodeHtml(id))));
  const fileOf = (pathname: string) => {
    if (!pathname.startsWith(base)) return undefined;
    const sitePath = pathname.slice(base.length).replace(/\/$/, '');
    const candidates = sitePath ? [`${sitePath}.html`, `${sitePath}/index.html`] : ['index.html'];
    return candidates.find((file) => pages.has(file));
  };
  let external = 0;
  const problems: LinkProblem[] = [];
  for (const [page, html] of pages) {
    const address = `${base}${pagePath(page)}`;
    for (const [, attribute, raw] of html.matchAll(/\s(href|src|action)="([^"]*)"/g)) {
      const href = decodeHtml(raw);
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) {
        // data: addresses are inline content (such as an empty icon), not links.
        if (href.startsWith('data:')) continue;
        external++;
        const reason = externalLinkProblem(href);
        if (reason) problems.push({ url: href, page, reason });
        continue;
      }
      if (attribute !== 'href' || !href.includes('#')) continue;
      const target = new URL(href, `http://site${address}`);
      const fragment = decodeURIComponent(target.hash.slice(1));
      const file = fileOf(target.pathname);
      if (!fragment || !file || ids.get(file)!.has(fragment)) continue;
      problems.push({
        url: `${target.pathname}${target.hash}`,
        page: address,
        reason: `no element with id "${fragment}" on ${file}`,
      });
    }
  }
  return { external, problems };
}

export async function checkLinks({ dist, base }: { dist: string; base: string }) {
  const server = createStaticServer({ dist, base });
  const origin = await listen(server, 0);
  const start = `${origin}${base}`;
  try {
    const result = await check({
      // The 404 page is linked from nowhere, so it is a starting point of its own.
      path: [start, `${start}404.html`],
      recurse: true,
      checkFragments: true,
      // Pages live at extensionless addresses (/services/ai-ml), so links resolve against the page.
      cleanUrls: true,
      concurrency: 8,
      timeout: 10_000,
      // Production addresses of this build's pages are checked here, on the local copy.
      urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(siteUrl)}`), replacement: start }],
      linksToSkip: async (link) => !link.startsWith(`${origin}/`),
    });
    const local = (url = '') => url.replace(origin, '');
    const problems = new Map<string, LinkProblem>();
    for (const link of result.links.filter(({ state }) => state === LinkState.BROKEN)) {
      const reason =
        link.failureDetails?.map((detail) => (detail instanceof Error ? detail.message : '')).join(' ') ||
        `answered ${link.status ?? 'nothing'}`;
      problems.set(`${link.url} ${reason}`, { url: local(link.url), page: local(link.parent), reason });
    }
    const { external, problems: uncrawled } = uncrawledLinks(dist, base);
    for (const problem of uncrawled)
      if (![...problems.values()].some((known) => known.url === problem.url && known.page === problem.page))
        problems.set(`${problem.url} ${problem.page}`, problem);
    const internal = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    const pages = new Set(internal.map((link) => link.parent).filter(Boolean)).size;
    return { pages, internal: internal.length, external, problems: [...problems.values()] };
  } finally {
    server.close();
  }
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await checkLinks(builtDist());
  for (const problem of report.problems)
    console.error(`✗ ${problem.url}${problem.page ? ` (on ${problem.page})` : ''}: ${problem.reason}`);
  const summary = `${report.internal} internal links and anchors on ${report.pages} pages, ${report.external} external links`;
  if (report.problems.length) {
    console.error(`\n${report.problems.length} broken or malformed links among ${summary}.`);
    process.exit(1);
  }
  console.log(`Links OK: ${summary}.`);
}
