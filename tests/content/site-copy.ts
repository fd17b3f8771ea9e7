// A throwaway copy of the repository for tests that change content, build or run a dev server:
// the real content/ and dist/ are never touched, and other work in the repository is never seen.
// Also the file helpers every kind of test shares: the repository's root, temp folders, file lists, git.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCommand } from '../../builder/command.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const skipped = new Set([
  'node_modules',
  '.git',
  'dist',
  'screenshots',
  'test-results',
  'playwright-report',
  'coverage',
  'bench',
]);

export function filesUnder(root: string) {
  const at = (file: string) => path.join(root, file);
  const read = (file: string) => fs.readFileSync(at(file), 'utf8');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(at(file)), { recursive: true });
    fs.writeFileSync(at(file), text);
  };
  const edit = (file: string, change: (text: string) => string) => {
    const before = read(file);
    const after = change(before);
    if (after === before) throw new Error(`the edit did not change ${file}`);
    write(file, after);
  };
  return { read, write, edit };
}

// A new empty folder for a test, its name starting with `prefix`.
export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

// Every file under `dir`, by its path from `dir` with "/", sorted.
export const listFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();

// Every file under `dir`, by its path with "/", as its bytes read as latin1.
export const filesIn = (dir: string): Record<string, string> =>
  Object.fromEntries(listFiles(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'latin1')]));

// git in `cwd`, committing as a test author; what it printed, trimmed.
export const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

export type SiteCopy = ReturnType<typeof copySite>;

// `content` replaces the copy's content/ with another folder, such as a fixture site's.
export function copySite({ content }: { content?: string } = {}) {
  const root = tempDir('site-copy-');
  fs.cpSync(repoRoot, root, {
    recursive: true,
    filter: (source) => {
      const top = path.relative(repoRoot, source).split(path.sep)[0];
      return !skipped.has(top) && !/^(\.build-tmp-|dist\.tmp-)/.test(top);
    },
  });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  if (content) {
    fs.rmSync(path.join(root, 'content'), { recursive: true });
    fs.cpSync(content, path.join(root, 'content'), { recursive: true });
  }
  // Runs the copy's build as `npm run build` does, with no build setting of the tests' own but `settings`.
  const build = (settings: Record<string, string>) => {
    const [command, ...args] = buildCommand(root);
    const env = { ...process.env, NODE_ENV: '', GITHUB_ACTIONS: '', CONTENT_DRAFTS: '', BASE_PATH: '' };
    return spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...env, ...settings } });
  };
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  return { root, ...filesUnder(root), build, remove };
}
