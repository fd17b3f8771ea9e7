// A build's content check reuses the entries of the files an earlier check read without a problem
// (readEntryCached in collections/check.ts). What it reports must be what a check without that
// cache reports, the line numbers of the rules across files included: those of a cached entry are read
// again from its file when a rule asks for them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkContent } from '../../collections/check.ts';
import { checkContentOnce } from '../../builder/content-check.ts';

const valid = path.resolve(import.meta.dirname, '../fixtures/content/valid/content');
// A copy of the fixture, since the test edits it. Cached entries may come from any check of the same
// bytes with the same code, which is what makes them safe to share.
let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-cache-'));
  fs.cpSync(valid, path.join(root, 'content'), { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const serviceFile = (name: string) => path.join(root, 'content/services', name);

it("reports a rule across files on a cached entry as a check without the cache does, at the entry's line", () => {
  expect(checkContentOnce(root, { drafts: false }).problems).toEqual([]);

  // The second service takes the first one's order number: the first one's entry is now the cache's.
  const [first, second] = fs.readdirSync(path.join(root, 'content/services')).sort();
  const [, order] = /^order: (\d+)$/m.exec(fs.readFileSync(serviceFile(first), 'utf8')) ?? [];
  expect(order, 'the fixture services have order numbers').toBeDefined();
  const text = fs.readFileSync(serviceFile(second), 'utf8');
  fs.writeFileSync(serviceFile(second), text.replace(/^order: \d+$/m, `order: ${order}`));

  const withCache = checkContentOnce(root, { drafts: false });
  const without = checkContent(root, { drafts: false });
  expect(withCache.problems.map((problem) => problem.file)).toContain(`content/services/${first}`);
  expect(withCache.problems).toEqual(without.problems);
  expect(JSON.stringify(withCache.content)).toBe(JSON.stringify(without.content));
});
