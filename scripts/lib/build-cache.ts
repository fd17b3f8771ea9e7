// The build's cache: results of expensive steps (compiled MDX, rendered pages, social cards) stored
// under a hash of everything that goes into them, so a build after a one-file edit redoes only what
// that file feeds. Every key starts with `codeVersion`: a change of code, dependencies, configuration
// or build settings misses the whole cache, which is slower but never stale. `npm run build -- --clean`
// (or SITE_CACHE=off) builds without it. SITE_CACHE_DIR moves it (node_modules/.cache/site/ by default).
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const cacheDir = path.resolve(root, process.env.SITE_CACHE_DIR ?? 'node_modules/.cache/site');
export const cacheEnabled = process.env.SITE_CACHE !== 'off';

// Bumped by hand when the layout of cached entries changes.
const formatVersion = '1';

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

function filesUnder(entry: string): string[] {
  const absolute = path.join(root, entry);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [entry];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .sort();
}

// Computed on first use, after the build has set its own variables (VITE_BUILD_YEAR).
let version: string | undefined;
export function codeVersion(): string {
  return (version ??= hashOf(
    formatVersion,
    process.version,
    JSON.stringify(
      Object.entries(process.env)
        .filter(([name]) => settingNames.test(name))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
    ...codeInputs.flatMap(filesUnder).flatMap((file) => [file, fs.readFileSync(path.join(root, file))]),
  ));
}

// The stored bytes of `kind`/`key`, or undefined.
export function cached(kind: string, key: string): Buffer | undefined {
  if (!cacheEnabled) return undefined;
  try {
    return fs.readFileSync(path.join(cacheDir, kind, key));
  } catch {
    return undefined;
  }
}

// Stores bytes under `kind`/`key`; written beside and renamed, so a build that is stopped halfway
// never leaves half a file for the next one to read.
export function store(kind: string, key: string, data: string | Buffer): void {
  if (!cacheEnabled) return;
  const file = path.join(cacheDir, kind, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

// The cached value of `kind`/`key`, computed and stored on a miss.
export async function remember(
  kind: string,
  key: string,
  compute: () => Promise<Buffer | string> | Buffer | string,
): Promise<Buffer> {
  const hit = cached(kind, key);
  if (hit) return hit;
  const value = await compute();
  store(kind, key, value);
  return Buffer.from(value);
}

// Writes the cached file of `kind`/`key` to `target` (computed and stored on a miss); a hit is a file
// copy, without reading the bytes into memory.
export async function rememberFile(
  kind: string,
  key: string,
  target: string,
  compute: () => Promise<Buffer | string> | Buffer | string,
): Promise<void> {
  const file = path.join(cacheDir, kind, key);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  if (cacheEnabled && fs.existsSync(file)) return fsp.copyFile(file, target);
  const value = await compute();
  store(kind, key, value);
  await fsp.writeFile(target, value);
}

// `npm run build -- --clean`: start from an empty cache (the build then fills it again).
export function clearCache(): void {
  fs.rmSync(cacheDir, { recursive: true, force: true });
}

// Entries not used for `days` days go, so the cache does not grow with every edit ever made.
// A hit refreshes nothing (reads stay cheap); a build stores what it misses, so entries in use are
// rewritten whenever their inputs change and the rest age out.
export function pruneCache(days = 14): void {
  if (!cacheEnabled || !fs.existsSync(cacheDir)) return;
  const oldest = Date.now() - days * 86_400_000;
  for (const file of fs.readdirSync(cacheDir, { recursive: true, encoding: 'utf8' })) {
    const absolute = path.join(cacheDir, file);
    const stat = fs.statSync(absolute);
    if (stat.isFile() && stat.mtimeMs < oldest) fs.rmSync(absolute);
  }
}
