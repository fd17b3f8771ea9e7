// npm run bench:build -- --base REF [--head REF] [--pairs N] [--services N]   (SITE_CMS=off: no CMS)
// Whether a change makes the build faster: A (`--base`) and B (`--head`, or this checkout) built in pairs,
// cold then warm after one text's edit, interleaved as one build alone moves by a tenth minute to minute.
// Nothing is deleted until the end: a file made right after thousands were deleted costs ext4 far more
// (TMPDIR=/dev/shm keeps the disk out). --services N fills both with copies of the real entries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copySite } from '../tests/content/site-copy.ts';
import { checkOut, resolveRef } from '../review/builds.ts';
import { generate } from './lib/scale-site.ts';
import { formatTable, measuredCell, median } from './lib/table.ts';
import { timedBuild, type Timing } from './lib/timed-build.ts';

const repo = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string' },
    pairs: { type: 'string', default: '8' },
    services: { type: 'string' },
  },
});
const pairs = Number(options.pairs);
const services = options.services === undefined ? undefined : Number(options.services);
if (!options.base || !(pairs >= 1) || (services !== undefined && !(services >= 1))) {
  console.error('Usage: npm run bench:build -- --base REF [--head REF] [--pairs N] [--services N]');
  process.exit(2);
}

interface Side {
  name: 'A' | 'B';
  label: string;
  dir: string;
  remove: () => void;
  cold: Timing[];
  warm: Timing[];
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-ab-'));
const sides: Side[] = [];
function commitSide(ref: string, name: Side['name']): Side {
  const sha = resolveRef(repo, ref);
  const dir = path.join(work, name);
  const remove = checkOut(repo, sha, dir);
  return { name, label: `${ref} (${sha.slice(0, 7)})`, dir, remove, cold: [], warm: [] };
}

try {
  sides.push(commitSide(options.base, 'A'));
  if (options.head) sides.push(commitSide(options.head, 'B'));
  else {
    const { root, remove } = copySite();
    sides.push({ name: 'B', label: 'this checkout', dir: root, remove, cold: [], warm: [] });
  }
  if (services !== undefined) for (const side of sides) generate(side.dir, services);
  const [a, b] = sides;
  console.log(
    `A: ${a.label}\nB: ${b.label}\n${pairs} pairs of cold and warm builds` +
      `${services === undefined ? '' : ` at ${services} services`}${process.env.SITE_CMS === 'off' ? ', without the CMS' : ''}, into ${work}\n`,
  );
  for (let pair = 0; pair < pairs; pair++) {
    const order = pair % 2 === 0 ? [a, b] : [b, a];
    const line: string[] = [];
    for (const side of order) {
      const out = path.join(work, `${side.name}-${pair}`);
      const cold = await timedBuild(side.dir, out);
      const folder = path.join(side.dir, 'content/services');
      const edited = path.join(folder, fs.readdirSync(folder).sort()[0]);
      const text = fs.readFileSync(edited, 'utf8');
      fs.appendFileSync(edited, `\nOne more sentence from an editor, pair ${pair + 1}.\n`);
      const warm = await timedBuild(side.dir, out).finally(() => fs.writeFileSync(edited, text));
      side.cold.push(cold);
      side.warm.push(warm);
      line.push(`${side.name} ${cold.seconds.toFixed(2)} s cold, ${warm.seconds.toFixed(2)} s warm`);
    }
    console.log(`Pair ${pair + 1}: ${line.join('; ')}`);
  }

  for (const kind of ['cold', 'warm'] as const) {
    const values = <K extends keyof Timing>(side: Side, key: K) => side[kind].map((timing) => timing[key]);
    const ratios = (key: keyof Timing) =>
      a[kind].map((timing, pair) => {
        const [before, after] = [timing[key], b[kind][pair][key]];
        return before === undefined || after === undefined ? undefined : after / before;
      });
    const faster = a[kind].filter((timing, pair) => b[kind][pair].seconds < timing.seconds).length;
    const figures: [keyof Timing, number][] = [
      ['seconds', 2],
      ['cpuSeconds', 1],
      ['peakMiB', 0],
    ];
    const row = (side: Side) => [
      `${side.name}, ${kind}`,
      ...figures.map(([key, digits]) => measuredCell(values(side, key), digits)),
    ];
    const ratioRow = [`B/A, ${kind}, pair by pair`, ...figures.map(([key]) => measuredCell(ratios(key), 2))];
    console.log(`\n${formatTable(['Build', 'Wall s', 'CPU s', 'Peak MiB'], [row(a), row(b), ratioRow])}`);
    console.log(
      `B was faster in ${faster} of ${pairs} ${kind} pairs; medians ${median(values(b, 'seconds')).toFixed(2)} ` +
        `against ${median(values(a, 'seconds')).toFixed(2)} s. Each cell: median (lowest–highest).`,
    );
  }
} finally {
  for (const side of sides) side.remove();
  fs.rmSync(work, { recursive: true, force: true });
}
