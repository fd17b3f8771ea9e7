// The build's cache: results of expensive steps (compiled MDX, rendered pages, social cards) stored
// under a hash of everything that goes into them, so a build after a one-file edit redoes only what
// that file feeds. Every key starts with `codeVersion`: a change of code, dependencies, configuration
// or build settings misses the whole cache, which is slower but never stale. The picture variants
// are vite-imagetools' own, kept in its folder inside this one (vite.config.ts).
// SITE_CACHE=off builds without it. SITE_CACHE_DIR moves it (node_modules/.cache/site/ by default).
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { processWide } from './process-wide.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const cacheDir = path.resolve(root, process.env.SITE_CACHE_DIR ?? 'node_modules/.cache/site');
export const cacheEnabled = process.env.SITE_CACHE !== 'off';

// Bumped by hand when the layout of cached entries changes.
const formatVersion = '2';

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex').slice(0, 32);
}

// Everything but content/ that can change what the build writes. Reading it all takes a few
// milliseconds; a narrower list would save nothing and could miss a file.
const codeInputs = [
  'package-lock.json',
  'package.json',
  'index.html',
  'vite.config.ts',
  'site.config.ts',
  'tsconfig.json',
  'tsconfig.app.json',
  'admin',
  'public',
  'scripts',
  'src',
];
// Settings read from the environment by the build or the app.
const settingNames = /^(BASE_PATH|CONTENT_DRAFTS|SITE_URL|NODE_ENV|VITE_\w+|CMS_\w+)$/;

function filesUnder(project: string, entry: string): string[] {
  const absolute = path.join(project, entry);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [entry];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => fs.statSync(path.join(project, file)).isFile())
    .sort();
}

// A hash of the code of the project at `project` and of the build's settings in `env`.
export function codeHash(project: string, env: NodeJS.ProcessEnv = process.env): string {
  // Vite reads VITE_* settings from .env files too.
  const envFiles = fs.readdirSync(project).filter((name) => /^\.env(\.|$)/.test(name));
  return hashOf(
    formatVersion,
    process.version,
    JSON.stringify(
      Object.entries(env)
        .filter(([name]) => settingNames.test(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    ...[...codeInputs, ...envFiles]
      .flatMap((entry) => filesUnder(project, entry))
      .flatMap((file) => [file, fs.readFileSync(path.join(project, file))]),
  );
}

// This project's, computed on first use, after the build has set its own variables (VITE_BUILD_YEAR),
// and once per process: the build and each of its bundles ask for it.
export function codeVersion(): string {
  return processWide('code-version', () => codeHash(root));
}

// A hit marks the entry as used, so pruneCache keeps it.
function touch(file: string) {
  const now = new Date();
  try {
    fs.utimesSync(file, now, now);
  } catch {
    // Pruned or replaced by another build meanwhile: nothing to keep.
  }
}

// The kinds whose folders this process has made: a build stores a thousand entries into each.
const kindsMade = new Set<string>();

// Stores bytes under `kind`/`key` (a table's file, a picture's variant); written beside and renamed,
// so a build that is stopped halfway never leaves half a file for the next one to read.
function store(kind: string, key: string, data: string | Buffer): void {
  if (!cacheEnabled) return;
  const file = entryFile(kind, key);
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

function entryFile(kind: string, key: string): string {
  const file = path.join(cacheDir, kind, key);
  if (!kindsMade.has(kind)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    kindsMade.add(kind);
  }
  return file;
}

// Small entries that a build reads all of (the content check's entries, the compiled texts, what each
// page showed, the kept files' sizes and times) are kept in one file a kind and code version rather
// than a file each: at 1,000 services a cold build created 2,500 files for them, and a file's creation
// costs this machine's file system 0.02 to 1.2 ms of CPU (docs/performance-log.md). The file holds the
// entries this process used, read or stored, so the entries of an edited file go with the next build;
// saveTables() writes it at the end of a check or build.
interface Table {
  file: string;
  // As read from the file.
  stored: Map<string, string>;
  // Read or stored by this process.
  used: Map<string, string>;
}
// One per process, however many copies of this module Vite's configuration loads.
const tables = processWide('cache-tables', () => new Map<string, Table>());

function table(kind: string): Table {
  let found = tables.get(kind);
  if (!found) {
    const file = path.join(cacheDir, kind, `${codeVersion()}.json`);
    let stored = new Map<string, string>();
    try {
      stored = new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
      touch(file);
    } catch {
      // None yet, or unreadable: the entries are made again.
    }
    tables.set(kind, (found = { file, stored, used: new Map() }));
  }
  return found;
}

// The entry `kind`/`key` of its kind's table, or undefined.
export function cachedEntry(kind: string, key: string): string | undefined {
  if (!cacheEnabled) return undefined;
  const { stored, used } = table(kind);
  const value = used.get(key) ?? stored.get(key);
  if (value !== undefined) used.set(key, value);
  return value;
}

export function storeEntry(kind: string, key: string, value: string): void {
  if (cacheEnabled) table(kind).used.set(key, value);
}

// Writes each table that differs from its file, as store() writes an entry: beside it, then renamed.
export function saveTables(): void {
  for (const [kind, entries] of tables) {
    const { file, stored, used } = entries;
    if (used.size === stored.size && [...used].every(([key, value]) => stored.get(key) === value)) continue;
    store(kind, path.basename(file), JSON.stringify(Object.fromEntries(used)));
    entries.stored = new Map(used);
  }
}

// Files of the build's output (pages, social cards) are kept in the cache under a second name: a hard
// link, where the two folders share a file system. A cold build then writes each file once and makes
// no file for the cache (making one costs this machine's file system up to 1 ms after many
// deletions, a link 0.03 ms: docs/performance-log.md), and a later build links the entry into its own
// output. A file written to in place under either name changes under both: each entry's size and
// time are recorded in a table when it is kept or used, and an entry that no longer matches is
// rendered again. Output folders built with the same inputs share these files.
const signature = (stat: fs.Stats) => `${stat.size}:${stat.mtimeMs}`;
let partials = 0;

// Keeps `file`, just written, as `kind`/`key` (a copy where a link cannot be made).
export function keepFile(kind: string, key: string, file: string): void {
  if (!cacheEnabled) return;
  const entry = entryFile(kind, key);
  // A name of its own for each, since two pages can keep the same card at once.
  const partial = `${entry}.${process.pid}-${partials++}.partial`;
  linkOrCopy(file, partial);
  fs.renameSync(partial, entry);
  storeEntry('files', `${kind}/${key}`, signature(fs.statSync(entry)));
}

// Puts the kept file `kind`/`key` at `target`, in a folder that exists; false when there is none, or
// it changed since it was kept.
export function reuseFile(kind: string, key: string, target: string): boolean {
  const recorded = cachedEntry('files', `${kind}/${key}`);
  if (recorded === undefined) return false;
  const entry = path.join(cacheDir, kind, key);
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat || signature(stat) !== recorded) return false;
  touch(entry);
  storeEntry('files', `${kind}/${key}`, signature(fs.statSync(entry)));
  linkOrCopy(entry, target);
  return true;
}

// `to` as a second name of `from`, replacing a file there (the client bundle's index.html); a copy
// where the two are on different file systems, or on one without links.
function linkOrCopy(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return fs.copyFileSync(from, to);
    fs.rmSync(to);
    linkOrCopy(from, to);
  }
}

// The kept file `kind`/`key` at `target`, computed, written and kept when there is none.
export async function rememberFile(
  kind: string,
  key: string,
  target: string,
  compute: () => Promise<Buffer | string> | Buffer | string,
): Promise<void> {
  if (reuseFile(kind, key, target)) return;
  await fsp.writeFile(target, await compute());
  keepFile(kind, key, target);
}

// The same for a folder: `compute` writes it at `target`; a hit copies the stored folder there.
export async function rememberDir(
  kind: string,
  key: string,
  target: string,
  compute: () => Promise<void>,
): Promise<void> {
  const stored = path.join(cacheDir, kind, key);
  if (cacheEnabled && fs.existsSync(stored)) {
    touch(stored);
    return fsp.cp(stored, target, { recursive: true });
  }
  await compute();
  if (!cacheEnabled) return;
  const partial = `${stored}.${process.pid}.partial`;
  await fsp.cp(target, partial, { recursive: true });
  try {
    // A folder cannot be replaced in one step: the first build to store it wins, and it stays.
    await fsp.rename(partial, stored);
  } catch {
    await fsp.rm(partial, { recursive: true, force: true });
  }
}

export interface PageInputs {
  code: string;
  shared: string;
  // Each service's text by slug.
  bodies: Map<string, string>;
}

// Hashes of the content files: one of everything a page can show whatever its route (the singletons,
// pictures, blog teasers, every service's frontmatter for cards and navigation), and one of each
// service's text, for the pages that show it (its own; scripts/prerender.ts keeps which).
export function pageInputs(root: string): PageInputs {
  const dir = path.join(root, 'content');
  const bodies = new Map<string, string>();
  const shared: string[] = [];
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const absolute = path.join(dir, file);
    if (!fs.statSync(absolute).isFile()) continue;
    const data = fs.readFileSync(absolute);
    const text = /^services[\\/][^\\/]+\.mdx$/.test(file) ? data.toString('utf8') : undefined;
    // The frontmatter ends at the second "---" line; everything after it is the service's text.
    const split = text === undefined ? -1 : text.indexOf('\n---', 3);
    if (text === undefined || split < 0) {
      shared.push(file, hashOf(data));
      continue;
    }
    shared.push(file, hashOf(text.slice(0, split)));
    bodies.set(path.basename(file, '.mdx'), hashOf(text.slice(split)));
  }
  return { code: codeVersion(), shared: hashOf(...shared), bodies };
}

// Entries not used for `days` days go, so the cache does not grow with every edit ever made (a hit
// refreshes an entry's time). Never fails a build: another build may be writing or pruning the same
// cache meanwhile.
export function pruneCache(days = 14): void {
  if (!cacheEnabled || !fs.existsSync(cacheDir)) return;
  const oldest = Date.now() - days * 86_400_000;
  try {
    for (const kind of fs.readdirSync(cacheDir))
      for (const file of fs.readdirSync(path.join(cacheDir, kind))) {
        const absolute = path.join(cacheDir, kind, file);
        const stat = fs.statSync(absolute, { throwIfNoEntry: false });
        // Old .partial entries are what a stopped build left behind.
        if (stat && stat.mtimeMs < oldest) fs.rmSync(absolute, { recursive: true, force: true });
      }
  } catch (error) {
    console.warn(`The build cache in ${cacheDir} could not be pruned: ${(error as Error).message}`);
  }
}
