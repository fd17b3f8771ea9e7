// Builds a commit as the preview does, in a temporary worktree: the checkout in use is never touched.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildCommand } from '../builder/command.ts';

export function resolveRef(repo: string, ref: string): string {
  return execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
}

// With the dependencies of the checkout in use, and so its build cache, keyed by content.
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

// Into `outDir`, under the preview's base path (such as /pr-preview/pr-12/), from a worktree made beside it.
export function buildCommit(repo: string, ref: string, outDir: string, base: string): void {
  const tree = `${outDir}-worktree`;
  const remove = checkOut(repo, ref, tree);
  try {
    // The CMS at /admin/ is not reviewed.
    const [command, ...args] = buildCommand(tree);
    const result = spawnSync(command, args, {
      cwd: tree,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: '',
        SITE_CMS: 'off',
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
