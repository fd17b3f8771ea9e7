// npm run bench:scale: how the build grows with the content. For 6, 100 and 1,000 services (and half
// as many blog teasers) it copies the repository to a temporary folder, fills content/ with generated
// entries (the real ones first, then copies of them with new titles), builds, and prints the build
// time, the pages written and the build's peak memory. SIZES=6,100 picks other sizes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTable } from './lib/table.ts';

const root = path.resolve(import.meta.dirname, '..');
const sizes = (process.env.SIZES ?? '6,100,1000').split(',').map(Number);
// Folders that are not the site's source: dependencies, builds, reports, version control.
const skipped = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'screenshots']);

const frontmatter = (file: string) => {
  const [, head, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(fs.readFileSync(file, 'utf8')) ?? [];
  if (head === undefined) throw new Error(`${file} has no frontmatter`);
  return { head, body };
};
const set = (head: string, field: string, value: string) =>
  head.replace(new RegExp(`^${field}:.*$`, 'm'), `${field}: ${value}`);

// Copies of the real entries, each with its own file name, title and (for services) card order.
function generate(dir: string, services: number) {
  const write = (kind: string, count: number, change: (head: string, index: number) => string) => {
    const folder = path.join(dir, 'content', kind);
    const originals = fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.mdx'))
      .sort();
    for (let index = originals.length; index < count; index++) {
      const template = originals[index % originals.length];
      const { head, body } = frontmatter(path.join(folder, template));
      const name = `${template.replace(/\.mdx$/, '')}-${index + 1}.mdx`;
      fs.writeFileSync(path.join(folder, name), `---\n${change(head, index)}\n---\n${body}`);
    }
  };
  write('services', services, (head, index) =>
    set(set(head, 'title', `${/^title: (.*)$/m.exec(head)?.[1]} ${index + 1}`), 'order', String(index + 1)),
  );
  write('blog', Math.max(3, Math.floor(services / 2)), (head, index) =>
    set(
      set(head, 'title', `${/^title: (.*)$/m.exec(head)?.[1]} (part ${index + 1})`),
      'link',
      `https://medium.com/@stackwise-studio/generated-post-${index + 1}`,
    ),
  );
}

// Runs the build and samples the memory of its whole process tree (Linux /proc) every 50 ms.
function build(dir: string): Promise<{ seconds: number; peakMiB: number | undefined }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(path.join(dir, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
      cwd: dir,
      env: { ...process.env, OUT_DIR: path.join(dir, 'dist') },
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
const results: { services: number; posts: number; pages: number; seconds: number; peakMiB?: number }[] = [];
for (const services of sizes) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `agency-scale-${services}-`));
  try {
    fs.cpSync(root, dir, {
      recursive: true,
      filter: (source) =>
        !skipped.has(path.basename(source)) && !path.basename(source).startsWith('.build-tmp'),
    });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
    generate(dir, services);
    const posts = fs.readdirSync(path.join(dir, 'content/blog')).length;
    process.stdout.write(`Building ${services} services and ${posts} blog teasers…\n`);
    const { seconds, peakMiB } = await build(dir);
    const pages = countPages(path.join(dir, 'dist'));
    results.push({ services, posts, pages, seconds, peakMiB });
    rows.push([
      String(services),
      String(posts),
      String(pages),
      seconds.toFixed(1),
      ((seconds * 1000) / pages).toFixed(0),
      peakMiB === undefined ? 'n/a' : peakMiB.toFixed(0),
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(
  `\n${formatTable(['Services', 'Blog teasers', 'Pages', 'Build s', 'ms per page', 'Peak MiB'], rows)}`,
);
if (results.length >= 2) {
  // A straight line through the smallest and the largest build: fixed cost plus cost per page.
  const [first, last] = [results[0], results.at(-1)!];
  const perPage = (last.seconds - first.seconds) / (last.pages - first.pages);
  const fixed = first.seconds - perPage * first.pages;
  console.log(`\nLinear fit: ${fixed.toFixed(1)} s + ${(perPage * 1000).toFixed(1)} ms per page`);
}
console.log(
  '(Build s is the whole `npm run build`: content check, client and server bundles, prerender, the CMS bundle, compression.)',
);
