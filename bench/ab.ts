// npm run bench:ab -- A_DIR B_DIR [--out FILE]: Lighthouse on two built sites, runs interleaved (A B, then
// B A) so a machine that gets busier or quieter weighs on both alike. RUNS=5, PORT and PORT+1 (4273).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pagePath, pagesOf } from '../builder/pages.ts';
import { createStaticServer, listen } from '../builder/serve.ts';
import { runLighthouse, withRetries, type RunResult } from './lib/lighthouse.ts';
import { formatTable, runCells } from './lib/table.ts';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined;
const [dirA, dirB] = args.map((dir) => path.resolve(dir));
if (!dirA || !dirB) throw new Error('usage: npm run bench:ab -- A_DIR B_DIR [--out FILE]');
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.PORT ?? 4273);

const variants = [
  { name: 'A', dir: dirA, origin: `http://localhost:${port}` },
  { name: 'B', dir: dirB, origin: `http://localhost:${port + 1}` },
];
// Service pages are services/<slug>/ or, in older builds, services/<slug>; Lighthouse refuses a 404 status.
const pages = pagesOf(dirB).map((file) => pagePath(file).replace(/\/$/, ''));
const addressIn = (dir: string, page: string) =>
  page === ''
    ? '/'
    : page === '404'
      ? '/404.html'
      : fs.existsSync(path.join(dir, page, 'index.html'))
        ? `/${page}/`
        : `/${page}`;

const servers = variants.map((variant) => createStaticServer({ dist: variant.dir, base: '/' }));
await Promise.all(servers.map((server, index) => listen(server, port + index)));
const results = new Map<string, RunResult[]>();
const loads: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const order = run % 2 ? [...variants].reverse() : variants;
      for (const variant of order) {
        process.stdout.write(`\rrun ${run + 1}/${runs} ${variant.name} ${page}…`.padEnd(60));
        loads.push(os.loadavg()[0]);
        const result = await withRetries(() => runLighthouse(variant.origin + addressIn(variant.dir, page)));
        const key = `${page} ${variant.name}`;
        results.set(key, [...(results.get(key) ?? []), result]);
      }
    }
  }
} finally {
  servers.forEach((server) => server.close());
  process.stdout.write('\r'.padEnd(60) + '\r');
}

const rows = pages.flatMap((page) =>
  variants.map(({ name }) => [
    `/${page}`,
    name,
    ...runCells(results.get(`${page} ${name}`)!, ['lcp', 'tbt']),
  ]),
);
const table = formatTable(['Page', 'Variant', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'TBT ms'], rows);
const summary = [
  `Lighthouse mobile preset, ${runs} interleaved runs per page and variant: median (lowest–highest).`,
  `A: ${dirA}; B: ${dirB}. One-minute load average during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores.`,
].join('\n');
console.log(`${summary}\n\n${table}`);
if (out) fs.writeFileSync(out, `${summary}\n\n${table}\n`);
fs.writeFileSync(
  path.join(os.tmpdir(), 'bench-ab.json'),
  JSON.stringify(Object.fromEntries(results), null, 2),
);
