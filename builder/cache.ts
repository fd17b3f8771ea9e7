// The build's cache: results of expensive steps under a hash of all that goes into them, so an edit redoes
// only what it feeds. Every key starts from codeVersion(): any change of code or settings misses the whole
// cache, slower but never stale. SITE_CACHE_DIR moves it; SITE_CACHE=off builds without it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const cacheDir = path.resolve(root, process.env.SITE_CACHE_DIR ?? 'node_modules/.cache/site');
export const cacheEnabled = process.env.SITE_CACHE !== 'off';
// vite-imagetools' own cache of the picture variants (vite.config.ts).
export const picturesCache = path.join(cacheDir, 'pictures');

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:`).update(part);
  return hash.digest('hex').slice(0, 32);
}

// All but content/ that can change the output: reading it takes milliseconds; a narrower list could miss one.
const codeInputs = [
  'package-lock.json',
  'package.json',
  'index.html',
  'vite.config.ts',
  'site.config.ts',
  'tsconfig.json',
  'builder',
  'cms',
  'collections',
  'public',
  'src',
];
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

export function codeHash(project: string, env: NodeJS.ProcessEnv = process.env): string {
  // Vite reads VITE_* settings from .env files too.
  const envFiles = fs.readdirSync(project).filter((name) => /^\.env(\.|$)/.test(name));
  return hashOf(
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

// Computed late, after the configuration has set VITE_BUILD_YEAR.
let version: string | undefined;
export const codeVersion = (): string => (version ??= codeHash(root));

// Copied, so a file of dist/ written over in place leaves the cache alone.
export function keptFile(key: string): string | undefined {
  const kept = path.join(cacheDir, key);
  if (!cacheEnabled || !fs.existsSync(kept)) return undefined;
  // A hit marks a file or folder as used, so pruneCache keeps it.
  const now = new Date();
  fs.utimesSync(kept, now, now);
  return kept;
}

// Written beside the file, then renamed, so a build stopped halfway never leaves half a file.
export async function storeEntry(key: string, data: string | Buffer): Promise<void> {
  if (!cacheEnabled) return;
  const kept = path.join(cacheDir, key);
  await fsp.mkdir(cacheDir, { recursive: true });
  await fsp.writeFile(`${kept}.${process.pid}`, data);
  await fsp.rename(`${kept}.${process.pid}`, kept);
}

// Its folder made if missing; without a key, `compute` runs and nothing is kept.
export async function rememberFile(key: string | undefined, target: string, compute: () => Promise<Buffer>) {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const kept = key === undefined ? undefined : keptFile(key);
  if (kept) return fsp.copyFile(kept, target);
  const data = await compute();
  await fsp.writeFile(target, data);
  if (key !== undefined) await storeEntry(key, data);
}

// For a folder, `compute` writes it at `target`.
export async function rememberDir(key: string, target: string, compute: () => Promise<void>): Promise<void> {
  const hit = keptFile(key);
  if (hit) return fsp.cp(hit, target, { recursive: true });
  await compute();
  if (!cacheEnabled) return;
  const kept = path.join(cacheDir, key);
  await fsp.cp(target, `${kept}.${process.pid}`, { recursive: true });
  // A folder cannot be replaced in one step: the first build to keep it wins.
  await fsp
    .rename(`${kept}.${process.pid}`, kept)
    .catch(() => fsp.rm(`${kept}.${process.pid}`, { recursive: true }));
}

// Each service's text apart: only the pages that show it depend on it (builder/prerender.ts keeps which).
export function pageInputs(root: string) {
  const bodies = new Map<string, string>();
  const shared: string[] = [];
  for (const file of filesUnder(root, 'content')) {
    const data = fs.readFileSync(path.join(root, file));
    // The frontmatter ends at the second "---" line; everything after it is the service's text.
    const split = /^content[\\/]services[\\/][^\\/]+\.mdx$/.test(file) ? data.indexOf('\n---', 3) : -1;
    shared.push(file, hashOf(split < 0 ? data : data.subarray(0, split)));
    if (split >= 0) bodies.set(path.basename(file, '.mdx'), hashOf(data.subarray(split)));
  }
  return { code: codeVersion(), shared: hashOf(...shared), bodies };
}
export type PageInputs = ReturnType<typeof pageInputs>;

// Never fails a build: another build may be pruning the same cache.
export function pruneCache(): void {
  if (!cacheEnabled || !fs.existsSync(cacheDir)) return;
  const oldest = Date.now() - 14 * 86_400_000; // two weeks
  for (const name of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    if (file === picturesCache) continue;
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs < oldest) fs.rmSync(file, { recursive: true, force: true });
  }
}
