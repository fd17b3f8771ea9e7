// Runs one of our TypeScript scripts: `node scripts/run.mjs scripts/build.ts [arguments]` (what the
// npm scripts call). tsx compiles our files, but its module hooks also look at every file of every
// package a script loads once they are registered, which cost the build about 1.4 s of its 4.9 s
// (Vite and the MDX compiler are hundreds of files). So the packages that the script's own files
// import are loaded first, under plain Node, and tsx's hooks are registered after them: they then
// see our files, and the packages are already in Node's module cache.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`; not `import type`.
const importPattern =
  /^\s*(?:import|export)\s+(?!type\s)(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const ownExtensions = ['.ts', '.tsx'];

// Our TypeScript file that `specifier` names from `file`, as tsx would find it (undefined: not ours).
function ownFile(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = ownExtensions.includes(path.extname(base))
    ? [base]
    : ownExtensions.flatMap((extension) => [base + extension, path.join(base, `index${extension}`)]);
  return candidates.find((candidate) => fs.existsSync(candidate));
}

// The packages imported by `entry` and by the files of ours it imports, however deep.
function packagesOf(entry) {
  const packages = new Set();
  const seen = new Set([entry]);
  for (const file of seen) {
    for (const [, staticOne, dynamicOne] of fs.readFileSync(file, 'utf8').matchAll(importPattern)) {
      const specifier = staticOne ?? dynamicOne;
      if (specifier.startsWith('.')) {
        const next = ownFile(file, specifier);
        if (next) seen.add(next);
      } else if (!specifier.startsWith('node:')) packages.add(specifier);
    }
  }
  return [...packages];
}

// rolldown (Vite's bundler) allocates with mimalloc, which by default keeps the memory a build has
// freed and commits its arenas whole: the build then held 1.15 GiB at 1,000 services where it needs
// 0.75 GiB (README, Performance). Set before any package loads, since mimalloc reads them once.
process.env.MIMALLOC_PURGE_DELAY ??= '0';
process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';

const [entryArgument] = process.argv.splice(2, 1);
if (!entryArgument) {
  console.error('Usage: node scripts/run.mjs scripts/<name>.ts [arguments]');
  process.exit(2);
}
const entry = path.resolve(entryArgument);
const packages = packagesOf(entry);
// Skia (@napi-rs/canvas, which draws the social cards) has a mimalloc of its own, which reads these
// settings when it loads. It frees a card's read-back and allocates the next: with a purge delay
// of 0 that memory went back to the system and was faulted in again for every card. So it loads
// first and keeps what it frees (-1), while the bundler's mimalloc still hands its memory back. Cold
// at 1,000 services, three sets of interleaved pairs: 0.94–0.98 of the time, the same peak (README).
if (packages.includes('@napi-rs/canvas')) {
  const purgeDelay = process.env.MIMALLOC_PURGE_DELAY;
  process.env.MIMALLOC_PURGE_DELAY = '-1';
  // If it cannot load, the script meets the error itself, as with the packages below.
  await import('@napi-rs/canvas').catch(() => {});
  process.env.MIMALLOC_PURGE_DELAY = purgeDelay;
}
// A package that cannot load here (types only, or one the script imports conditionally) is left for
// the script itself to import, or not, as it would have anyway.
await Promise.allSettled(packages.map((name) => import(name)));
const { register } = await import('tsx/esm/api');
register();
process.argv[1] = entry;
await import(pathToFileURL(entry).href);
