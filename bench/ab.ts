// npm run bench:ab -- A_DIR B_DIR [--out FILE]: Lighthouse on two built sites, runs interleaved (A B, then
// B A) so a machine that gets busier or quieter weighs on both alike. RUNS=5, PORT and PORT+1 (4273).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouseBuilds } from './lib/lighthouse.ts';
import { formatTable, runCells } from './lib/table.ts';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args.splice(outIndex, 2)[1] : undefined;
const [dirA, dirB] = args.map((dir) => path.resolve(dir));
if (!dirA || !dirB) throw new Error('usage: npm run bench:ab -- A_DIR B_DIR [--out FILE]');
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.PORT ?? 4273);

const { results, loads } = await lighthouseBuilds([dirA, dirB], runs, port);
const measured = results.flatMap(({ page, builds: [a, b] }) => [
  { page, variant: 'A', runs: a },
  { page, variant: 'B', runs: b },
]);
const rows = measured.map((row) => [row.page, row.variant, ...runCells(row.runs, ['lcp', 'tbt'])]);
const table = formatTable(['Page', 'Variant', 'Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'TBT ms'], rows);
const summary = [
  `Lighthouse mobile preset, ${runs} interleaved runs per page and variant: median (lowest–highest).`,
  `A: ${dirA}; B: ${dirB}. One-minute load average during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores.`,
].join('\n');
console.log(`${summary}\n\n${table}`);
if (out) fs.writeFileSync(out, `${summary}\n\n${table}\n`);
const raw = Object.fromEntries(measured.map((row) => [`${row.page} ${row.variant}`, row.runs]));
fs.writeFileSync(path.join(os.tmpdir(), 'bench-ab.json'), JSON.stringify(raw, null, 2));
