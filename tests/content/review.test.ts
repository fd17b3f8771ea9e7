// `npm run review` on a repository of the project with the fixture site and two commits, the second a
// change to review. Which pages count as changed: tests/unit/review-pages.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlReport, markdownReport } from '../../review/report.ts';
import { review, type Review } from '../../review/review.ts';
import { validRoot } from './content-root.ts';
import { copySite, gitIn, type SiteCopy } from './site-copy.ts';

let site: SiteCopy;
const git = (...args: string[]) => gitIn(site.root, ...args);

let reworded: string;
beforeAll(() => {
  site = copySite({ content: path.join(validRoot, 'content') });
  git('init', '-q', '-b', 'main');
  // The copy's node_modules is a link to the project's, which .gitignore's "node_modules/" misses.
  fs.appendFileSync(path.join(site.root, '.git/info/exclude'), '/node_modules\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site as it was');

  const [file] = fs.readdirSync(path.join(site.root, 'content/services')).sort();
  reworded = `services/${file.replace(/\.mdx$/, '')}/`;
  const rewritten = 'description: A description an editor rewrote from the first word to the last.';
  const anchor = '\nRead [how we work](/#no-such-section) before you call us.\n';
  site.edit(`content/services/${file}`, (text) => text.replace(/^description: .*$/m, rewritten) + anchor);
  site.edit('src/components/Picture.tsx', (text) => text.replace('alt={alt}', ''));
  git('commit', '-q', '-am', 'Reword a service, pictures without alt text');
});
afterAll(() => site?.remove());

describe('npm run review', () => {
  let result: Review;
  const out = () => path.join(site.root, 'review-report');

  it('lists the pages the change shows on and no other, the reworded one first, with pictures of each', async () => {
    result = await review({ repo: site.root, base: 'HEAD~1', out: out() });
    expect(git('worktree', 'list').split('\n'), 'the temporary worktrees are gone').toHaveLength(1);

    // The reworded service, and the landing page with its pictures; the other services are as they were.
    expect(result.pages.map((page) => page.path).toSorted()).toEqual(['', reworded]);
    expect(result.unchanged).toBeGreaterThan(0);
    expect(result.pages[0].path, 'the page that changed most comes first').toBe(reworded);
    const largest = (page: Review['pages'][number]) =>
      Math.max(...page.widths.map((width) => width.share ?? 0));
    for (const page of result.pages.slice(1)) expect(largest(page)).toBeLessThan(largest(result.pages[0]));

    for (const page of result.pages)
      for (const width of page.widths)
        for (const image of [width.images.before, width.images.after, width.images.diff])
          expect(fs.existsSync(path.join(out(), image!)), image).toBe(true);
    expect(result.pages[0].head.before?.description).not.toBe(result.pages[0].head.after?.description);
  }, 240_000);

  it('names a new accessibility violation and the broken anchor as regressions', () => {
    const landing = result.pages.find((page) => page.path === '');
    expect(landing?.violations.added.map((violation) => violation.rule)).toContain('image-alt');
    expect(result.brokenLinks.map((link) => link.url).join(' ')).toContain('#no-such-section');
    expect(result.regressions.some((line) => line.includes('image-alt'))).toBe(true);
    expect(result.regressions.some((line) => line.includes('#no-such-section'))).toBe(true);

    const markdown = markdownReport(result, 'https://example.github.io/pr-preview/pr-7/review/');
    expect(markdown.indexOf('Regressions')).toBeLessThan(markdown.indexOf('<details>'));
    expect(markdown).toContain(`](https://example.github.io/pr-preview/pr-7/review/images/`);
    expect(htmlReport(result)).toContain('<img src="images/');
  });

  it('says that no page changed when both commits build the same site', async () => {
    const same = await review({ repo: site.root, base: 'HEAD', out: out() });
    expect(same.pages).toEqual([]);
    expect(same.regressions).toEqual([]);
    expect(markdownReport(same)).toContain('no page changed');
  }, 120_000);
});
