// Builds a commit of the repository as the pull-request preview builds it, in a temporary worktree:
// the checkout in use is never touched, and both commits are built by their own code.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildCommand } from '../lib/build-command';

export interface BuildOptions {
  repo: string;
  ref: string;
  // Where the build goes; the worktree is made beside it and removed afterwards.
  outDir: string;
  // The preview's base path, such as /pr-preview/pr-12/.
  base: string;
}

export function resolveRef(repo: string, ref: string): string {
  return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
}

// A commit checked out at `tree` as a temporary worktree, with the dependencies of the checkout in use
// (and with them the build's cache, keyed by content); the returned function removes it.
export function checkOut(repo: string, ref: string, tree: string): () => void {
  fs.rmSync(tree, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, ref], { cwd: repo, stdio: 'pipe' });
  const remove = () =>
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: repo, stdio: 'pipe' });
  try {
    if (!fs.existsSync(path.join(tree, 'node_modules')))
      fs.symlinkSync(path.join(repo, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
  } catch (error) {
    remove();
    throw error;
  }
  return remove;
}

export function buildCommit({ repo, ref, outDir, base }: BuildOptions): void {
  const tree = `${outDir}-worktree`;
  const remove = checkOut(repo, ref, tree);
  try {
    // The public pages only (the CMS at /admin/ is not reviewed); a commit from before the option
    // existed ignores it. Run as `npm run build` runs it (its package.json's command, through
    // scripts/run.mjs), which starts a cold build of the real site in 4.4–5.4 s against 5.6–7.8 s
    // under tsx alone, and a warm one in 1.2–1.7 s against 2.2–3.2 s; a commit from before
    // scripts/run.mjs existed builds under tsx.
    const [command, ...args] = fs.existsSync(path.join(tree, 'scripts/run.mjs'))
      ? buildCommand(tree)
      : [path.join(repo, 'node_modules/.bin/tsx'), 'scripts/build.ts'];
    const result = spawnSync(command, [...args, '--no-cms'], {
      cwd: tree,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: '',
        OUT_DIR: outDir,
        BASE_PATH: base,
        CONTENT_DRAFTS: 'show',
      },
    });
    if (result.status !== 0)
      throw new Error(`The build of ${ref} failed:\n${result.stdout}\n${result.stderr}`.trim());
  } finally {
    remove();
  }
}
