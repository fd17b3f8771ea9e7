// `npm run review -- --base REF [--head REF] [--out DIR] [--image-base URL]`, built under BASE_PATH:
// what a pull request changes on every page, as pictures and checks. Exits 1 only for
// regressions, never for a visual change: judging those is what the review is for.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { htmlReport, markdownReport, summaryLine } from './report.ts';
import { review } from './review.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: 'HEAD' },
    out: { type: 'string', default: 'review-report' },
    // Where the pictures are published, for the Markdown of a pull-request comment.
    'image-base': { type: 'string', default: '' },
  },
});
if (!values.base) {
  console.error('Usage: npm run review -- --base <git ref> [--head <git ref>] [--out review-report/]');
  process.exit(2);
}

const out = path.resolve(values.out);
const result = await review({
  repo: path.resolve(import.meta.dirname, '..'),
  base: values.base,
  head: values.head,
  out,
  basePath: (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/'),
  log: (message) => console.error(message),
});
fs.writeFileSync(path.join(out, 'index.md'), markdownReport(result, values['image-base']));
fs.writeFileSync(path.join(out, 'index.html'), htmlReport(result));
console.log(`${summaryLine(result)} Report: ${path.relative(process.cwd(), out) || '.'}/index.html`);
for (const regression of result.regressions) console.error(`✗ ${regression}`);
process.exitCode = result.regressions.length ? 1 : 0;
