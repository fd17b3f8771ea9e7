// npm run bench:scale: how the build grows with the content. For 6, 100 and 1,000 services (and half
// as many blog teasers) it copies the repository to a temporary folder, fills content/ with generated
// entries (bench/lib/scale-site.ts), and times two builds: cold (an empty cache and no dist/) and warm
// (the same again after one service's text changed). It prints the times, the pages written and each
// build's peak memory. SIZES=6,100 picks other sizes; RUNS (default 3) is how many cold and warm
// builds each size gets, so the table shows their median and spread: one run on this two-core machine
// moves by a tenth or more (README, Performance).
import fs from 'node:fs';
import path from 'node:path';
import { scaleSite } from './lib/scale-site.ts';
import { timedBuild, type Timing } from './lib/timed-build.ts';
import { formatTable, measuredCell, median, spreadCell } from './lib/table.ts';

const sizes = (process.env.SIZES ?? '6,100,1000').split(',').map(Number);
const runs = Number(process.env.RUNS ?? 3);

const countPages = (dir: string): number =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin')).length;

const rows: string[][] = [];
type Result = { services: number; pages: number; cold: number[]; warm: number[] };
const results: Result[] = [];
const seconds = (values: number[]) => spreadCell(values, (value) => value.toFixed(1));
for (const services of sizes) {
  const dir = scaleSite(services);
  try {
    const posts = fs.readdirSync(path.join(dir, 'content/blog')).length;
    const edited = path.join(
      dir,
      'content/services',
      fs.readdirSync(path.join(dir, 'content/services')).sort()[0],
    );
    const cold: Timing[] = [];
    const warm: Timing[] = [];
    let pages = 0;
    for (let run = 1; run <= runs; run++) {
      // Each run builds into folders of its own and deletes nothing: a file made right after
      // thousands were deleted costs ext4 far more (README, Performance).
      const out = path.join(dir, `.bench-${run}`);
      process.stdout.write(
        `Building ${services} services and ${posts} blog teasers, cold (run ${run} of ${runs})…\n`,
      );
      cold.push(await timedBuild(dir, out));
      pages = countPages(path.join(out, 'dist'));
      // One service's text changes, as an editor's pull request would change it.
      fs.appendFileSync(edited, '\nOne more sentence from an editor.\n');
      process.stdout.write(`…and warm, after an edit of ${path.basename(edited)}\n`);
      warm.push(await timedBuild(dir, out));
    }
    const coldSeconds = cold.map((each) => each.seconds);
    const warmSeconds = warm.map((each) => each.seconds);
    results.push({ services, pages, cold: coldSeconds, warm: warmSeconds });
    rows.push([
      String(services),
      String(posts),
      String(pages),
      seconds(coldSeconds),
      seconds(warmSeconds),
      spreadCell(
        warmSeconds.map((each, run) => each / coldSeconds[run]),
        (value) => `${(value * 100).toFixed(0)}%`,
      ),
      spreadCell(
        coldSeconds.map((each) => (each * 1000) / pages),
        (value) => value.toFixed(0),
      ),
      measuredCell(
        cold.map((each) => each.peakMiB),
        0,
      ),
      measuredCell(
        warm.map((each) => each.peakMiB),
        0,
      ),
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `\n${formatTable(['Services', 'Blog teasers', 'Pages', 'Cold s', 'Warm s', 'Warm/cold', 'Cold ms per page', 'Cold peak MiB', 'Warm peak MiB'], rows)}`,
);
if (results.length >= 2) {
  // A straight line through the smallest and the largest build's medians: fixed cost plus cost per page.
  const [first, last] = [results[0], results.at(-1)!];
  for (const build of ['cold', 'warm'] as const) {
    const perPage = (median(last[build]) - median(first[build])) / (last.pages - first.pages);
    const fixed = median(first[build]) - perPage * first.pages;
    console.log(
      `Linear fit of the medians, ${build}: ${fixed.toFixed(1)} s + ${(perPage * 1000).toFixed(1)} ms per page`,
    );
  }
}
console.log(
  '(Each time is the whole `npm run build`: content check, client and server bundles, prerender and social cards, the CMS bundle.)',
);
