// npm run bench:build -- --base REF [--head REF] [--pairs N] [--services N] [--no-cms]
//
// Whether a change makes the build faster: cold builds of two versions, interleaved, each into
// folders of its own, and each figure of the second as a ratio of the first's, pair by pair. One
// build on this two-core machine moves by a tenth or more from one minute to the next, so only
// builds run side by side can separate two versions (README, Performance: how to time a change).
//
// - A is the commit `--base` names; B is `--head`'s, or else this checkout as it is, uncommitted
//   changes included. Each is built by its own code, with this checkout's node_modules.
// - `--services N` fills both copies' content/ up to N services (and half as many blog teasers), as
//   `npm run bench:scale` does; without it they build their own content.
// - The pairs run A B, then B A, and so on, so neither version always goes first.
// - Every build writes into a new folder under the system's temporary folder, and nothing is deleted
//   until the last build: a file made right after thousands were deleted costs ext4 far more.
//   TMPDIR=/dev/shm keeps the disk out of the comparison altogether.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copySite } from '../tests/content/site-copy.ts';
import { checkOut, resolveRef } from '../scripts/review/builds.ts';
import { generate } from './lib/scale-site.ts';
import { formatTable, median, spreadCell } from './lib/table.ts';
import { timedBuild, type Timing } from './lib/timed-build.ts';

const repo = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string' },
    pairs: { type: 'string', default: '8' },
    services: { type: 'string' },
    'no-cms': { type: 'boolean', default: false },
  },
});
const pairs = Number(options.pairs);
const services = options.services === undefined ? undefined : Number(options.services);
if (!options.base || !(pairs >= 1) || (services !== undefined && !(services >= 1))) {
  console.error(
    'Usage: npm run bench:build -- --base REF [--head REF] [--pairs N] [--services N] [--no-cms]',
  );
  process.exit(2);
}
const buildArgs = options['no-cms'] ? ['--no-cms'] : [];

interface Side {
  label: string;
  dir: string;
  remove: () => void;
  timings: Timing[];
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-ab-'));
const sides: Side[] = [];
function commitSide(ref: string, name: string): Side {
  const sha = resolveRef(repo, ref);
  const dir = path.join(work, name);
  const remove = checkOut(repo, sha, dir);
  return { label: `${ref} (${sha.slice(0, 7)})`, dir, remove, timings: [] };
}

try {
  sides.push(commitSide(options.base, 'a'));
  if (options.head) sides.push(commitSide(options.head, 'b'));
  else {
    const copy = copySite();
    sides.push({ label: 'this checkout', dir: copy.root, remove: copy.remove, timings: [] });
  }
  for (const side of sides) {
    if (!fs.existsSync(path.join(side.dir, 'scripts/run.mjs')))
      throw new Error(`${side.label} has no scripts/run.mjs, which the bench runs its build with`);
    if (services !== undefined) generate(side.dir, services);
  }
  const [a, b] = sides;
  console.log(
    `A: ${a.label}\nB: ${b.label}\n${pairs} pairs of cold builds` +
      `${services === undefined ? '' : ` at ${services} services`}${buildArgs.length ? ', without the CMS' : ''}, into ${work}\n`,
  );
  for (let pair = 0; pair < pairs; pair++) {
    const order = pair % 2 === 0 ? [a, b] : [b, a];
    const line: string[] = [];
    for (const side of order) {
      const timing = await timedBuild(
        side.dir,
        path.join(work, `${side === a ? 'a' : 'b'}-${pair}`),
        buildArgs,
      );
      side.timings.push(timing);
      line.push(`${side === a ? 'A' : 'B'} ${timing.seconds.toFixed(2)} s`);
    }
    console.log(`Pair ${pair + 1}: ${line.join(', ')}`);
  }

  const cell = (values: (number | undefined)[], digits: number) =>
    values.every((value) => value !== undefined)
      ? spreadCell(values as number[], (value) => value.toFixed(digits))
      : 'n/a';
  const ratios = (key: keyof Timing) =>
    a.timings.map((timing, pair) => {
      const [before, after] = [timing[key], b.timings[pair][key]];
      return before === undefined || after === undefined ? undefined : after / before;
    });
  const faster = a.timings.filter((timing, pair) => b.timings[pair].seconds < timing.seconds).length;
  const row = (name: string, side: Side) => [
    name,
    cell(
      side.timings.map((timing) => timing.seconds),
      2,
    ),
    cell(
      side.timings.map((timing) => timing.cpuSeconds),
      1,
    ),
    cell(
      side.timings.map((timing) => timing.peakMiB),
      0,
    ),
  ];
  console.log(
    `\n${formatTable(
      ['Build', 'Wall s', 'CPU s', 'Peak MiB'],
      [
        row('A', a),
        row('B', b),
        [
          'B/A, pair by pair',
          cell(ratios('seconds'), 2),
          cell(ratios('cpuSeconds'), 2),
          cell(ratios('peakMiB'), 2),
        ],
      ],
    )}`,
  );
  console.log(
    `B was faster in ${faster} of ${pairs} pairs; medians ${median(b.timings.map((timing) => timing.seconds)).toFixed(2)} ` +
      `against ${median(a.timings.map((timing) => timing.seconds)).toFixed(2)} s. Each cell: median (lowest–highest).`,
  );
} finally {
  for (const side of sides) side.remove();
  fs.rmSync(work, { recursive: true, force: true });
}
