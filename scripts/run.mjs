// Runs one of our TypeScript scripts: `node scripts/run.mjs scripts/build.ts [arguments]` (what the
// npm scripts call). Node 20 cannot strip types, so the script and the files of ours it imports are
// bundled into plain modules by rolldown (Vite's bundler, installed for the build anyway), the way
// Vite loads vite.config.ts: packages stay imports, and each file keeps its own import.meta.url,
// dirname and filename. The modules are written under node_modules/.cache/run/ and imported.
//
// tsx did this before with module hooks, which Node 20 runs on a thread of their own and asks about
// every module loaded after them, Vite's and the server bundle's included: the real site's cold build
// takes 0.96 of the time without them (README, Decisions). While rolldown bundles, on threads of its
// own, this thread loads the packages the script's files name, which the script then finds loaded.
//
// A few packages are made of hundreds of small modules, which Node 20 loads one at a time (a
// resolution, a read on libuv's threads and a compile each): MDX's compiler alone has 213 and took
// 0.26 s to import, 0.06 s as one file. Those listed in `vendored` are bundled too, once per install,
// into node_modules/.cache/run/vendor-<key>/, and the script's bundle imports them from there. The
// real site's cold build took 0.91 of the time (docs/performance-log.md).

import crypto from 'node:crypto';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`; not `import type`.
const importPattern =
  /^\s*(?:import|export)\s+(?!type\s)(?:[\w*${}\s,]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
const ownExtensions = ['.ts', '.tsx'];

// Our TypeScript file that `specifier` names from `file`, as the bundler finds it (undefined: not ours).
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

// Each bundled file's import.meta values, as the file had them where it lies in the repository.
const fileScope = { url: '__run_url', dirname: '__run_dirname', filename: '__run_filename' };
const usesFileScope = /\bimport\.meta\.(?:url|dirname|filename)\b/;

// One of the folders under node_modules/.cache/run/, filled by `fill` once: written beside and renamed,
// so a run never imports a folder another run is still writing. One already there is marked as used
// now, so the sweep below keeps it.
async function publish(dir, fill) {
  if (fs.existsSync(dir)) {
    const now = new Date();
    fs.utimesSync(dir, now, now);
    return;
  }
  const partial = `${dir}.${process.pid}.partial`;
  fs.mkdirSync(partial, { recursive: true });
  try {
    await fill(partial);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  try {
    fs.renameSync(partial, dir);
  } catch {
    // Another run wrote the same folder meanwhile.
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

// The packages bundled once per install, as the scripts import them. Only plain JavaScript that
// nothing outside our bundles must share an instance of: not vite or rolldown (Vite's own code imports
// them), not react (the server bundle does), not a native addon. Their own dependencies go with them.
const vendored = ['@mdx-js/mdx', '@mdx-js/rollup', 'gray-matter', 'yaml', 'yaml/util', 'zod'];

// The folder of the vendored packages' bundle for what node_modules holds now (made if missing), and
// the address of each package's file in it. Each file exports the names Node finds in the package
// itself, a CommonJS package's included. Without source maps: a stack names the bundle's lines.
async function vendorFiles(rolldown, bundles) {
  const installed = ['../node_modules/.package-lock.json', '../package-lock.json']
    .map((file) => path.resolve(import.meta.dirname, file))
    .find((file) => fs.existsSync(file));
  const key = crypto
    .createHash('sha256')
    .update(fs.readFileSync(import.meta.filename))
    .update(installed ? fs.readFileSync(installed) : '')
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(bundles, `vendor-${key}`);
  const nameOf = (name) => name.replace(/^@/, '').replace(/\//g, '__');
  await publish(dir, async (partial) => {
    const entries = new Map();
    for (const name of vendored) {
      const names = Object.keys(await import(name)).filter((found) => found !== 'module.exports');
      const lines = names.map((found, index) => {
        const quoted = JSON.stringify(found);
        return `const value${index} = all[${quoted}];\nexport { value${index} as ${quoted} };`;
      });
      entries.set(`\0vendor:${name}`, [`import * as all from ${JSON.stringify(name)};`, ...lines].join('\n'));
    }
    const build = await rolldown({
      input: Object.fromEntries(vendored.map((name) => [nameOf(name), `\0vendor:${name}`])),
      platform: 'node',
      external: (id, importer) => Boolean(importer) && isBuiltin(id),
      // Their own warnings (a direct eval, a module's directive) are theirs to act on, not ours.
      logLevel: 'silent',
      plugins: [
        {
          name: 'vendor-entries',
          resolveId: { filter: { id: /^\0vendor:/ }, handler: (id) => id },
          load: { filter: { id: /^\0vendor:/ }, handler: (id) => entries.get(id) },
        },
      ],
    });
    try {
      await build.write({
        dir: partial,
        format: 'esm',
        entryFileNames: '[name].mjs',
        chunkFileNames: '[name]-[hash].mjs',
      });
    } finally {
      await build.close();
    }
  });
  return {
    dir,
    files: new Map(vendored.map((name) => [name, pathToFileURL(path.join(dir, `${nameOf(name)}.mjs`)).href])),
  };
}

async function bundle(rolldown, entry, outDir, vendor) {
  const build = await rolldown({
    input: entry,
    platform: 'node',
    // Our files only: every package, and Node's own modules, stay imports.
    external: (id, importer) => Boolean(importer) && !id.startsWith('.') && !path.isAbsolute(id),
    // The files run as written: nothing left out, nothing read from tsconfig.json.
    treeshake: false,
    tsconfig: false,
    logLevel: 'warn',
    transform: {
      define: {
        'import.meta.url': fileScope.url,
        'import.meta.dirname': fileScope.dirname,
        'import.meta.filename': fileScope.filename,
      },
    },
    plugins: [
      {
        name: 'file-scope',
        transform: {
          filter: { code: /import\.meta/ },
          handler(code, id) {
            // import.meta.resolve stays the bundle's: right for a package's name, wrong for a path.
            if (/\bimport\.meta\.resolve\(\s*['"`]\./.test(code))
              this.error(`${id}: import.meta.resolve of a relative path; use new URL(path, import.meta.url)`);
            if (!usesFileScope.test(code)) return null;
            const values = [
              `${fileScope.url} = ${JSON.stringify(pathToFileURL(id).href)}`,
              `${fileScope.dirname} = ${JSON.stringify(path.dirname(id))}`,
              `${fileScope.filename} = ${JSON.stringify(id)}`,
            ];
            // On the first line, so the source map's lines stay the file's own.
            return { code: `const ${values.join(', ')};${code}`, map: null };
          },
        },
      },
    ],
  });
  try {
    const { output } = await build.generate({
      dir: outDir,
      format: 'esm',
      sourcemap: 'inline',
      entryFileNames: '[name].mjs',
      chunkFileNames: '[name]-[hash].mjs',
      // A vendored package is imported from its file in the vendor folder.
      paths: (id) => vendor.get(id) ?? id,
    });
    return output;
  } finally {
    await build.close();
  }
}

// rolldown (Vite's bundler) allocates with mimalloc, which by default keeps the memory a build has
// freed and commits its arenas whole: the build then held 1.15 GiB at 1,000 services where it needs
// 0.75 GiB (README, Decisions). Set before any package loads, since mimalloc reads them once.
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
// at 1,000 services, three sets of interleaved pairs: 0.94–0.98 of the time, the same peak
// (README, Decisions).
if (packages.includes('@napi-rs/canvas')) {
  const purgeDelay = process.env.MIMALLOC_PURGE_DELAY;
  process.env.MIMALLOC_PURGE_DELAY = '-1';
  // If it cannot load, the script meets the error itself, as with the packages below.
  await import('@napi-rs/canvas').catch(() => {});
  process.env.MIMALLOC_PURGE_DELAY = purgeDelay;
}

// One folder per bundle, named by its contents: runs of the same code share it, and a folder no run
// has used for a week is removed. The source maps are relative to the folder, which `building` stands
// for until the name is known.
const bundles = path.resolve(import.meta.dirname, '../node_modules/.cache/run');
const { rolldown } = await import('rolldown');
// If the packages cannot be bundled, the script imports them from node_modules, as it would anyway.
const vendor = await vendorFiles(rolldown, bundles).catch((error) => {
  console.warn(`scripts/run.mjs: the packages are imported one module at a time (${error.message})`);
  return { files: new Map() };
});
const bundled = bundle(rolldown, entry, path.join(bundles, 'building'), vendor.files);
// Settled here so a failure waits for the packages, then is thrown below.
bundled.catch(() => {});
// A package that cannot load here (types only, or one the script imports conditionally) is left for
// the script itself to import, or not, as it would have anyway.
await Promise.allSettled(packages.map((name) => import(vendor.files.get(name) ?? name)));
// A file that does not parse or an import that does not resolve: rolldown's message names the file,
// the line and the column, and its stack would only name rolldown's own files.
const output = await bundled.catch((error) => {
  if (!Array.isArray(error?.errors)) throw error;
  console.error(error.message);
  process.exit(1);
});

const contents = (file) => (file.type === 'chunk' ? file.code : file.source);
const hash = crypto.createHash('sha256');
for (const file of output) hash.update(`${file.fileName}\0`).update(contents(file)).update('\0');
const dir = path.join(
  bundles,
  `${path.basename(entry, path.extname(entry))}-${hash.digest('hex').slice(0, 16)}`,
);
await publish(dir, (partial) => {
  for (const file of output) fs.writeFileSync(path.join(partial, file.fileName), contents(file));
});
const weekAgo = Date.now() - 7 * 24 * 3600 * 1000;
for (const name of fs.readdirSync(bundles)) {
  const found = path.join(bundles, name);
  const used = fs.statSync(found, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
  if (found !== dir && found !== vendor.dir && used < weekAgo)
    fs.rmSync(found, { recursive: true, force: true });
}

// Stack traces name our TypeScript files and their lines, as they did under tsx.
process.setSourceMapsEnabled(true);
process.argv[1] = entry;
const main = output.find((file) => file.type === 'chunk' && file.isEntry);
await import(pathToFileURL(path.join(dir, main.fileName)).href);
