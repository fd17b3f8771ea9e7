// A pull request's review: builds two commits and looks at each page whose HTML differs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgets, kib, pageScripts, pageTransfer, type PageTransfer } from '../builder/page-weight.ts';
import { checkLinks, type LinkProblem } from '../builder/check-links.ts';
import { createStaticServer, listen } from '../builder/serve.ts';
import { launch, lookAt, widths, type PageLook, type Width } from './browser.ts';
import { buildCommit, resolveRef } from './builds.ts';
import { compareScreenshots } from './diff.ts';
import { pagePath } from '../builder/pages.ts';
import { comparePages, headOf, type PageHead, type PageStatus } from './pages.ts';

export interface ReviewOptions {
  repo: string;
  base: string;
  head?: string;
  // The folder the report and its pictures go into.
  out: string;
  // The preview's base path, under which both builds are made and served.
  basePath?: string;
  log?: (message: string) => void;
}

export interface WidthReview {
  width: Width;
  share?: number;
  images: { before?: string; after?: string; diff?: string; cropBefore?: string; cropAfter?: string };
  cropTop?: number;
}

export interface PageReview {
  file: string;
  path: string;
  status: PageStatus;
  widths: WidthReview[];
  violations: { before?: number; after?: number; added: PageLook['violations'] };
  // Compressed as hosts serve them, every picture of the page counted (builder/page-weight.ts).
  bytes: { before?: PageTransfer; after?: PageTransfer };
  head: { before?: PageHead; after?: PageHead };
  budgets: string[];
}

export interface Review {
  base: string;
  head: string;
  pages: PageReview[];
  unchanged: number;
  brokenLinks: LinkProblem[];
  regressions: string[];
}

// A page's name for files and headings: "index", "services/ai-ml", "404".
export const pageName = (file: string) => pagePath(file).replace(/\/$/, '') || 'index';

function exceededBudgets(dist: string, file: string): string[] {
  const scripts = pageScripts(dist, file);
  const transfer = pageTransfer(dist, file);
  return [
    [scripts.initialBytes, budgets.initialScript, 'JavaScript before it is interactive'] as const,
    [scripts.allBytes, budgets.allScript, 'JavaScript in all'] as const,
    [transfer.total, budgets.transfer, 'transfer on the first view'] as const,
  ]
    .filter(([size, budget]) => size > budget)
    .map(([size, budget, what]) => `${what}: ${kib(size)}, over the ${kib(budget)} budget`);
}

export async function review(options: ReviewOptions): Promise<Review> {
  const { repo, base, head = 'HEAD', out, basePath = '/', log = () => {} } = options;
  const shas = { base: resolveRef(repo, base), head: resolveRef(repo, head) };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'review-'));
  const dists = { before: path.join(work, 'before'), after: path.join(work, 'after') };
  try {
    log(`Building ${base} (${shas.base.slice(0, 7)})…`);
    buildCommit(repo, shas.base, dists.before, basePath);
    if (shas.head === shas.base) dists.after = dists.before;
    else {
      log(`Building ${head} (${shas.head.slice(0, 7)})…`);
      buildCommit(repo, shas.head, dists.after, basePath);
    }
    const { changes, unchanged } = comparePages(dists.before, dists.after);
    log(`${changes.length} pages changed, ${unchanged} unchanged.`);

    // Links are checked over the whole site: removing a page breaks links on pages that did not change.
    const [linksBefore, linksAfter] = await Promise.all([
      checkLinks({ dist: dists.before, base: basePath }),
      checkLinks({ dist: dists.after, base: basePath }),
    ]);
    const key = (problem: LinkProblem) => `${problem.url} ${problem.reason}`;
    const known = new Set(linksBefore.problems.map(key));
    const brokenLinks = linksAfter.problems.filter((problem) => !known.has(key(problem)));

    fs.rmSync(out, { recursive: true, force: true });
    fs.mkdirSync(path.join(out, 'images'), { recursive: true });
    const pages: PageReview[] = [];
    if (changes.length) {
      const servers = [dists.before, dists.after].map((dist) => createStaticServer({ dist, base: basePath }));
      const [originBefore, originAfter] = await Promise.all(servers.map((server) => listen(server, 0)));
      const browser = await launch();
      try {
        for (const { file, status } of changes) {
          log(`Looking at ${pageName(file)} (${status})…`);
          const name = pageName(file).replace(/\//g, '-');
          const save = (suffix: string, data: Buffer) => {
            const image = `images/${name}-${suffix}.png`;
            fs.writeFileSync(path.join(out, image), data);
            return image;
          };
          const url = (origin: string) => `${origin}${basePath}${pagePath(file)}`;
          const before = status === 'added' ? undefined : await lookAt(browser, url(originBefore));
          const after = status === 'removed' ? undefined : await lookAt(browser, url(originAfter));
          const widthReviews: WidthReview[] = [];
          for (const width of widths) {
            const entry: WidthReview = { width, images: {} };
            if (before) entry.images.before = save(`${width}-before`, before.screenshots[width]);
            if (after) entry.images.after = save(`${width}-after`, after.screenshots[width]);
            if (before && after) {
              const change = await compareScreenshots(before.screenshots[width], after.screenshots[width]);
              entry.share = change.share;
              entry.images.diff = save(`${width}-diff`, change.diff);
              if (change.crop) {
                entry.images.cropBefore = save(`${width}-crop-before`, change.crop.before);
                entry.images.cropAfter = save(`${width}-crop-after`, change.crop.after);
                entry.cropTop = change.crop.top;
              }
            }
            widthReviews.push(entry);
          }
          const seen = new Set(
            before?.violations.flatMap((v) => v.targets.map((target) => `${v.rule} ${target}`)),
          );
          const added = (after?.violations ?? [])
            .map((v) => ({ ...v, targets: v.targets.filter((target) => !seen.has(`${v.rule} ${target}`)) }))
            .filter((v) => v.targets.length > 0);
          const count = (look?: PageLook) =>
            look?.violations.reduce((total, v) => total + v.targets.length, 0);
          pages.push({
            file,
            path: pagePath(file),
            status,
            widths: widthReviews,
            violations: { before: count(before), after: count(after), added },
            bytes: {
              before: before && pageTransfer(dists.before, file, { lazyImages: true }),
              after: after && pageTransfer(dists.after, file, { lazyImages: true }),
            },
            head: { before: before && headOf(dists.before, file), after: after && headOf(dists.after, file) },
            budgets: after ? exceededBudgets(dists.after, file) : [],
          });
        }
      } finally {
        await browser.close();
        for (const server of servers) server.close();
      }
    }
    // The page that changed most first; added and removed pages after the changed ones.
    const most = (page: PageReview) => Math.max(-1, ...page.widths.map((width) => width.share ?? -1));
    pages.sort((a, b) => most(b) - most(a) || a.file.localeCompare(b.file));

    const regressions = [
      ...pages.flatMap((page) =>
        page.violations.added.map(
          (v) =>
            `${pageName(page.file)}: new accessibility violation "${v.rule}" (${v.help}) on ${v.targets.join(', ')}`,
        ),
      ),
      ...brokenLinks.map(
        (link) => `broken link ${link.url}${link.page ? ` on ${link.page}` : ''}: ${link.reason}`,
      ),
      ...pages.flatMap((page) => page.budgets.map((budget) => `${pageName(page.file)}: ${budget}`)),
    ];
    return { base: shas.base, head: shas.head, pages, unchanged, brokenLinks, regressions };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
