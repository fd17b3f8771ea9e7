// Two builds of the same commit are byte-for-byte the same: no timestamps, random ids or
// machine paths end up in dist/, so a deploy changes exactly what the commit changed.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-'));

function build(name: string): string {
  const outDir = path.join(tmp, name);
  const env: NodeJS.ProcessEnv = { ...process.env, OUT_DIR: outDir };
  delete env.BASE_PATH;
  delete env.CONTENT_DRAFTS;
  execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: root,
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
  it('writes the same bytes twice for the same commit', () => {
    const first = fingerprint(build('first'));
    const second = fingerprint(build('second'));
    expect(Object.keys(first).length).toBeGreaterThan(10);
    expect(Object.keys(second)).toEqual(Object.keys(first));
    const differing = Object.keys(first).filter((file) => first[file] !== second[file]);
    expect(differing, 'files whose bytes differ between the two builds').toEqual([]);
  }, 300_000);
});
