// npm run bench:scale: how the build grows with the content. For 6, 100 and 1,000 services (and half
// as many blog teasers) it copies the repository to a temporary folder, fills content/ with generated
// entries (bench/lib/scale-site.ts), and times two builds: cold (an empty cache and no dist/) and warm
// (the same again after one service's text changed). It prints the times, the pages written and each
// build's peak memory. SIZES=6,100 picks other sizes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { scaleSite } from './lib/scale-site.ts';
import { formatTable } from './lib/table.ts';

const sizes = (process.env.SIZES ?? '6,100,1000').split(',').map(Number);

// Runs the build and samples the memory of its whole process tree (Linux /proc) every 50 ms.
function build(dir: string): Promise<{ seconds: number; peakMiB: number | undefined }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], {
      cwd: dir,
      // A cache of its own, so the cold build finds none and nothing outside the copy is touched.
      env: { ...process.env, OUT_DIR: path.join(dir, 'dist'), SITE_CACHE_DIR: path.join(dir, '.cache') },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let peak = 0;
    const sample = setInterval(() => {
      const total = treeRss(child.pid!);
      if (total !== undefined) peak = Math.max(peak, total);
    }, 50);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code !== 0) return reject(new Error(`the build of ${dir} failed (exit ${code})`));
      resolve({ seconds: (performance.now() - started) / 1000, peakMiB: peak ? peak / 1024 : undefined });
    });
  });
}

// Resident memory (KiB) of a process and all its descendants; undefined where /proc is missing.
function treeRss(pid: number): number | undefined {
  if (!fs.existsSync('/proc/self/status')) return undefined;
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents)
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
  }
  let total = 0;
  for (const member of tree) {
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${member}/status`, 'utf8'));
      total += rss ? Number(rss[1]) : 0;
    } catch {
      // Gone already.
    }
  }
  return total;
}

const countPages = (dir: string): number =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('admin')).length;

const rows: string[][] = [];
type Result = {
  services: number;
  pages: number;
  cold: number;
  warm: number;
  coldMiB?: number;
  warmMiB?: number;
};
const results: Result[] = [];
const mib = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0));
for (const services of sizes) {
  const dir = scaleSite(services);
  try {
    const posts = fs.readdirSync(path.join(dir, 'content/blog')).length;
    process.stdout.write(`Building ${services} services and ${posts} blog teasers, cold…\n`);
    const cold = await build(dir);
    const pages = countPages(path.join(dir, 'dist'));
    // One service's text changes, as an editor's pull request would change it.
    const edited = path.join(
      dir,
      'content/services',
      fs.readdirSync(path.join(dir, 'content/services')).sort()[0],
    );
    fs.appendFileSync(edited, '\nOne more sentence from an editor.\n');
    process.stdout.write(`…and warm, after an edit of ${path.basename(edited)}\n`);
    const warm = await build(dir);
    results.push({
      services,
      pages,
      cold: cold.seconds,
      warm: warm.seconds,
      coldMiB: cold.peakMiB,
      warmMiB: warm.peakMiB,
    });
    rows.push([
      String(services),
      String(posts),
      String(pages),
      cold.seconds.toFixed(1),
      warm.seconds.toFixed(1),
      `${((warm.seconds / cold.seconds) * 100).toFixed(0)}%`,
      ((cold.seconds * 1000) / pages).toFixed(0),
      mib(cold.peakMiB),
      mib(warm.peakMiB),
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `\n${formatTable(['Services', 'Blog teasers', 'Pages', 'Cold s', 'Warm s', 'Warm/cold', 'Cold ms per page', 'Cold peak MiB', 'Warm peak MiB'], rows)}`,
);
if (results.length >= 2) {
  // A straight line through the smallest and the largest build: fixed cost plus cost per page.
  const [first, last] = [results[0], results.at(-1)!];
  for (const build of ['cold', 'warm'] as const) {
    const perPage = (last[build] - first[build]) / (last.pages - first.pages);
    const fixed = first[build] - perPage * first.pages;
    console.log(`Linear fit, ${build}: ${fixed.toFixed(1)} s + ${(perPage * 1000).toFixed(1)} ms per page`);
  }
}
console.log(
  '(Each time is the whole `npm run build`: content check, client and server bundles, prerender and social cards, the CMS bundle.)',
);
