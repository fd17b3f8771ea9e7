// npm run bench: builds the site, serves it like a static host, runs Lighthouse (mobile preset)
// three times on every page, and prints one table, then the JavaScript and transfer budgets of `/`.
// Writes bench/results.json. Options: --no-build reuses the last build; RUNS=5 for more runs;
// OUT_DIR and PORT (default dist/ and the preview's port) as for `npm run build` and `npm start`.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { categories, runLighthouse, withRetries, type RunResult } from '../review/lighthouse.ts';
import { budgets, kib, pageScripts, pageTransfer } from '../builder/page-weight.ts';
import { pagePath, pagesOf } from '../builder/pages.ts';
import { ports } from '../site.config.ts';
import { runBuild, startServer } from './lib/processes.ts';
import { formatFigure, formatTable, median, runCells } from './lib/table.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const port = Number(process.env.PORT ?? ports.preview);
const runs = Number(process.env.RUNS ?? 3);
const origin = `http://localhost:${port}`;

// The targets: every page, median of the runs.
const targets = { score: 100, lcp: 1500, tbt: 50, cls: 0.01 };

if (!process.argv.includes('--no-build')) await runBuild({ OUT_DIR: dist, BASE_PATH: '/' });

// Every prerendered page; the 404 page by its file name, since Lighthouse refuses a 404 status.
const pages = pagesOf(dist).map((file) => (file === '404.html' ? '/404.html' : `/${pagePath(file)}`));

const server = await startServer({ OUT_DIR: dist, PORT: String(port), BASE_PATH: '/' }, `${origin}/`);
const results: { page: string; runs: RunResult[] }[] = [];
try {
  for (const page of pages) {
    const pageRuns: RunResult[] = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`\rLighthouse ${page} run ${run}/${runs}…`.padEnd(60));
      pageRuns.push(await withRetries(() => runLighthouse(origin + page)));
    }
    results.push({ page, runs: pageRuns });
  }
} finally {
  server.stop();
  process.stdout.write('\r'.padEnd(60) + '\r');
}

const rows = results.map(({ page, runs: pageRuns }) => [
  page,
  ...runCells(pageRuns, ['lcp', 'fcp', 'tbt', 'cls', 'transferBytes', 'scriptBytes']),
]);

const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version as string;
console.log(
  `Lighthouse ${lighthouseVersion}, mobile preset, ${runs} runs per page: median (lowest–highest when they differ)\n`,
);
console.log(
  formatTable(
    ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'Transfer KiB', 'JS KiB'],
    rows,
  ),
);

// The figures with a target, as the list of misses names them.
const figureTargets = [
  ['lcp', 'LCP', ' s'],
  ['tbt', 'TBT', ' ms'],
  ['cls', 'CLS', ''],
] as const;
const misses = results.flatMap(({ page, runs: pageRuns }) => {
  const middle = (get: (run: RunResult) => number) => median(pageRuns.map(get));
  return [
    ...categories
      .filter((id) => middle((run) => run.scores[id]) < targets.score)
      .map((id) => `${page}: ${id} ${middle((run) => run.scores[id])}`),
    ...figureTargets
      .filter(([figure]) => middle((run) => run[figure]) > targets[figure])
      .map(
        ([figure, label, unit]) =>
          `${page}: ${label} ${formatFigure(
            figure,
            middle((run) => run[figure]),
          )}${unit}`,
      ),
  ];
});
const failingAudits = [
  ...new Set(results.flatMap(({ runs: pageRuns }) => pageRuns.flatMap((run) => run.failing))),
];

const scripts = pageScripts(dist);
const transfer = pageTransfer(dist);
const landing = results.find((result) => result.page === '/');
const verdict = (value: number, budget: number) => (value <= budget ? 'within' : 'OVER');
console.log('\nBudgets of / (read from the build; gzip -9 for JavaScript, brotli for the transfer)\n');
console.log(
  formatTable(
    ['What', 'Size', 'Budget', ''],
    [
      [
        'JavaScript before interactive',
        kib(scripts.initialBytes),
        kib(budgets.initialScript),
        verdict(scripts.initialBytes, budgets.initialScript),
      ],
      [
        'JavaScript it ever loads',
        kib(scripts.allBytes),
        kib(budgets.allScript),
        verdict(scripts.allBytes, budgets.allScript),
      ],
      [
        'First-view transfer',
        kib(transfer.total),
        kib(budgets.transfer),
        verdict(transfer.total, budgets.transfer),
      ],
      [
        'Transfer measured by Lighthouse',
        landing ? kib(median(landing.runs.map((run) => run.transferBytes))) : '–',
        kib(budgets.transfer),
        landing ? verdict(median(landing.runs.map((run) => run.transferBytes)), budgets.transfer) : '',
      ],
    ],
  ),
);
console.log('\nChunks of / (gzip -9)\n');
console.log(
  formatTable(
    ['Chunk', 'When', 'Size'],
    [
      ...scripts.initial.map((chunk) => [chunk.name, 'before interactive', kib(chunk.gzip)]),
      ...scripts.lazy.map((chunk) => [chunk.name, 'later', kib(chunk.gzip)]),
    ],
  ),
);
console.log(
  `\nTransfer of / by kind (brotli): HTML ${kib(transfer.html)}, JavaScript ${kib(transfer.scripts)}, fonts ${kib(transfer.fonts)}, images in the first view ${kib(transfer.images)}`,
);
console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nEvery target met.');
if (failingAudits.length)
  console.log(`\nAudits below full marks in some run:\n  ${failingAudits.join('\n  ')}`);

const output = {
  date: new Date().toISOString(),
  lighthouse: lighthouseVersion,
  preset: 'mobile (default config, simulated throttling)',
  runsPerPage: runs,
  targets,
  pages: results,
  budgets: { ...budgets, unit: 'bytes; JavaScript gzip -9, transfer brotli' },
  scripts,
  transfer,
};
fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(output, null, 2)}\n`);
console.log('\nWrote bench/results.json');
