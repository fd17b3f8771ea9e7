// npm run bench: Lighthouse (mobile preset) three times on every page of a fresh build, and the budgets of
// `/`. --no-build reuses the last build; RUNS=5 for more runs; OUT_DIR and PORT as for `npm start`.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildCommand } from '../builder/command.ts';
import { budgets, kib, pageScripts, pageTransfer } from '../builder/page-weight.ts';
import { categories, lighthouseBuilds, type RunResult } from './lib/lighthouse.ts';
import { ports } from '../site.config.ts';
import { formatFigure, formatTable, median, runCells } from './lib/table.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const runs = Number(process.env.RUNS ?? 3);
// Every page's median must reach them.
const targets = { score: 100, lcp: 1500, tbt: 50, cls: 0.01 };

if (!process.argv.includes('--no-build')) {
  const [command, ...args] = buildCommand(root);
  execFileSync(command, args, {
    cwd: root,
    env: { ...process.env, OUT_DIR: dist, BASE_PATH: '/' },
    stdio: 'inherit',
  });
}
const { results } = await lighthouseBuilds([dist], runs, Number(process.env.PORT ?? ports.preview));

const figures = ['lcp', 'fcp', 'tbt', 'cls', 'transferBytes', 'scriptBytes'] as const;
console.log(`Lighthouse, mobile preset, ${runs} runs per page: median (lowest–highest)\n`);
console.log(
  formatTable(
    ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'Transfer KiB', 'JS KiB'],
    results.map(({ page, builds: [pageRuns] }) => [page, ...runCells(pageRuns, [...figures])]),
  ),
);

const misses = results.flatMap(({ page, builds: [pageRuns] }) => {
  const middle = (get: (run: RunResult) => number) => median(pageRuns.map(get));
  return [
    ...categories.flatMap((id) => {
      const score = middle((run) => run.scores[id]);
      return score < targets.score ? [`${page}: ${id} ${score}`] : [];
    }),
    ...(['lcp', 'tbt', 'cls'] as const).flatMap((figure) => {
      const value = middle((run) => run[figure]);
      return value > targets[figure] ? [`${page}: ${figure} ${formatFigure(figure, value)}`] : [];
    }),
  ];
});
const failing = [...new Set(results.flatMap(({ builds }) => builds.flat().flatMap((run) => run.failing)))];
console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nEvery target met.');
if (failing.length) console.log(`Audits below full marks in some run:\n  ${failing.join('\n  ')}`);

const scripts = pageScripts(dist);
const sizes = [
  ['JavaScript before interactive', scripts.initialBytes, budgets.initialScript],
  ['JavaScript it ever loads', scripts.allBytes, budgets.allScript],
  ['First-view transfer', pageTransfer(dist).total, budgets.transfer],
] as const;
console.log('\nBudgets of / (read from the build; gzip -9 for JavaScript, brotli for the transfer)\n');
console.log(
  formatTable(
    ['What', 'Size', 'Budget', ''],
    sizes.map(([what, size, budget]) => [what, kib(size), kib(budget), size <= budget ? 'within' : 'OVER']),
  ),
);
