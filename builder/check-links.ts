// `npm run check:links`: crawls the built site with linkinator and fails on any broken internal link or
// #anchor, production addresses included. External links are never fetched, only checked to be well-formed.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LinkChecker, LinkState } from 'linkinator';
import { siteUrl } from '../site.config.ts';
import { decodeHtml, pagePath, pagesOf } from './pages.ts';
import { createStaticServer, listen } from './serve.ts';

export interface LinkProblem {
  url: string;
  page: string;
  reason: string;
}

export interface LinkReport {
  pages: number;
  internal: number;
  external: number;
  problems: LinkProblem[];
}

const attributePattern = /\s(href|src|action)="([^"]*)"/g;

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

export function externalLinks(dist: string): { href: string; page: string }[] {
  const links: { href: string; page: string }[] = [];
  for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const [, , raw] of html.matchAll(attributePattern)) {
      const href = decodeHtml(raw);
      // data: addresses are inline content (such as an empty icon), not links.
      const leavesSite =
        (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('data:')) || href.startsWith('//');
      if (leavesSite) links.push({ href, page: file });
    }
  }
  return links;
}

// The crawler checks #anchors only on the page it is reading; this checks those into other pages.
export function missingAnchors(dist: string, base: string): LinkProblem[] {
  const pages = pagesOf(dist);
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let found = ids.get(file);
    if (!found) {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      ids.set(file, (found = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => decodeHtml(id)))));
    }
    return found;
  };
  const fileOf = (pathname: string) => {
    if (!pathname.startsWith(base)) return undefined;
    const sitePath = pathname.slice(base.length).replace(/\/$/, '');
    const candidates = sitePath ? [`${sitePath}.html`, `${sitePath}/index.html`] : ['index.html'];
    return candidates.find((file) => pages.includes(file));
  };
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    const address = `${base}${pagePath(page)}`;
    const here = `http://site${address}`;
    for (const [, attribute, raw] of fs
      .readFileSync(path.join(dist, page), 'utf8')
      .matchAll(attributePattern)) {
      const href = decodeHtml(raw);
      if (attribute !== 'href' || !href.includes('#') || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue;
      const target = new URL(href, here);
      const fragment = decodeURIComponent(target.hash.slice(1));
      const file = fileOf(target.pathname);
      if (!fragment || !file || idsOf(file).has(fragment)) continue;
      problems.push({
        url: `${target.pathname}${target.hash}`,
        page: address,
        reason: `no element with id "${fragment}" on ${file}`,
      });
    }
  }
  return problems;
}

export async function checkLinks({ dist, base }: { dist: string; base: string }): Promise<LinkReport> {
  const server = createStaticServer({ dist, base });
  const origin = await listen(server, 0);
  const start = `${origin}${base}`;
  try {
    const checker = new LinkChecker();
    const result = await checker.check({
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
    for (const problem of missingAnchors(dist, base))
      if (![...problems.values()].some((known) => known.url === problem.url && known.page === problem.page))
        problems.set(`${problem.url} ${problem.page}`, problem);
    const external = externalLinks(dist);
    for (const { href, page } of external) {
      const reason = externalLinkProblem(href);
      if (reason) problems.set(`${href} ${page}`, { url: href, page, reason });
    }
    const internal = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    const pages = new Set(internal.map((link) => link.parent).filter(Boolean)).size;
    return { pages, internal: internal.length, external: external.length, problems: [...problems.values()] };
  } finally {
    server.close();
  }
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
  const base = (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`${dist} has no site in it: run \`npm run build\` first.`);
    process.exit(1);
  }
  const report = await checkLinks({ dist, base });
  for (const problem of report.problems)
    console.error(`✗ ${problem.url}${problem.page ? ` (on ${problem.page})` : ''}: ${problem.reason}`);
  const summary = `${report.internal} internal links and anchors on ${report.pages} pages, ${report.external} external links`;
  if (report.problems.length) {
    console.error(`\n${report.problems.length} broken or malformed links among ${summary}.`);
    process.exit(1);
  }
  console.log(`Links OK: ${summary}.`);
}
