// A second build of the same commit is byte-for-byte the dist/ that `npm test` made: no timestamps,
// random ids or machine paths end up in it, so a deploy changes exactly what the commit changed.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtSite, repoRoot } from './site';

const dist = builtSite('dist').dir;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-'));

function build(): string {
  const outDir = path.join(tmp, 'again');
  // The environment of `npm run build`, without what Vitest adds (NODE_ENV=test changes the output).
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST.*|TEST|NODE_ENV|MODE|BASE_PATH|CONTENT_DRAFTS|OUT_DIR)$/.test(name),
    ),
  );
  env.OUT_DIR = outDir;
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: repoRoot,
    env,
    stdio: 'pipe',
  });
  return outDir;
}

function fingerprint(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [
        file,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(dir, file)))
          .digest('hex'),
      ]),
  );
}

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the build', () => {
  it('writes the same bytes as dist/ when run again on the same commit', () => {
    const first = fingerprint(dist);
    const second = fingerprint(build());
    const hint = 'if content/ or the code changed since, run `npm run build` again';
    expect(Object.keys(first).length).toBeGreaterThan(10);
    expect(Object.keys(second), `the files of the two builds (${hint})`).toEqual(Object.keys(first));
    const differing = Object.keys(first).filter((file) => first[file] !== second[file]);
    expect(differing, `files whose bytes differ between the two builds (${hint})`).toEqual([]);
  }, 300_000);
});
