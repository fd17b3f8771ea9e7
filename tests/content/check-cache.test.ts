// A build's content check reuses the entries of the files an earlier check read without a problem
// (readEntryCached in scripts/content/check.ts). What it reports must be what a check without that
// cache reports, the line numbers of the rules across files included: those of a cached entry are read
// again from its file when a rule asks for them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const valid = path.resolve(import.meta.dirname, '../fixtures/content/valid/content');
let root: string;
let check: typeof import('../../scripts/content/check');
const previousCacheDir = process.env.SITE_CACHE_DIR;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-cache-'));
  fs.cpSync(valid, path.join(root, 'content'), { recursive: true });
  // The cache's folder is read when its module loads, so the checker is imported after this.
  process.env.SITE_CACHE_DIR = path.join(root, '.cache');
  check = await import('../../scripts/content/check');
});
afterAll(() => {
  if (previousCacheDir === undefined) delete process.env.SITE_CACHE_DIR;
  else process.env.SITE_CACHE_DIR = previousCacheDir;
  fs.rmSync(root, { recursive: true, force: true });
});

const serviceFile = (name: string) => path.join(root, 'content/services', name);

it("reports a rule across files on a cached entry as a check without the cache does, at the entry's line", () => {
  expect(check.checkContentOnce(root, { drafts: false }).problems).toEqual([]);
  expect(fs.readdirSync(path.join(root, '.cache/content')).length, 'entries kept').toBeGreaterThan(0);

  // The second service takes the first one's order number: the first one's entry is now the cache's.
  const [first, second] = fs.readdirSync(path.join(root, 'content/services')).sort();
  const [, order] = /^order: (\d+)$/m.exec(fs.readFileSync(serviceFile(first), 'utf8')) ?? [];
  expect(order, 'the fixture services have order numbers').toBeDefined();
  const text = fs.readFileSync(serviceFile(second), 'utf8');
  fs.writeFileSync(serviceFile(second), text.replace(/^order: \d+$/m, `order: ${order}`));

  const withCache = check.checkContentOnce(root, { drafts: false });
  const without = check.checkContent(root, { drafts: false });
  expect(withCache.problems.map((problem) => problem.file)).toContain(`content/services/${first}`);
  expect(withCache.problems).toEqual(without.problems);
  expect(JSON.stringify(withCache.content)).toBe(JSON.stringify(without.content));
});
