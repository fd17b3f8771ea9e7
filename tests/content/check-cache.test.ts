// A build's content check reuses entries an earlier check read without a problem (readEntryCached in
// collections/check.ts); a rule across files must still read a cached entry's line numbers from its file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkContent } from '../../collections/check.ts';
import { checkContentOnce } from '../../builder/content-check.ts';
import { contentRoot, removeContentRoots } from './content-root.ts';

afterAll(removeContentRoots);

it("reports a rule across files on a cached entry as a check without the cache does, at the entry's line", () => {
  // A copy of the fixture: cached entries may come from any check of the same bytes with the same code.
  const { root, read, edit } = contentRoot();
  expect(checkContentOnce(root, { drafts: false }).problems).toEqual([]);

  // The second service takes the first one's order number: the first one's entry is now the cache's.
  const [first, second] = fs.readdirSync(path.join(root, 'content/services')).sort();
  const [, order] = /^order: (\d+)$/m.exec(read(`content/services/${first}`)) ?? [];
  expect(order, 'the fixture services have order numbers').toBeDefined();
  edit(`content/services/${second}`, (text) => text.replace(/^order: \d+$/m, `order: ${order}`));

  const withCache = checkContentOnce(root, { drafts: false });
  const without = checkContent(root, { drafts: false });
  expect(withCache.problems.map((problem) => problem.file)).toContain(`content/services/${first}`);
  expect(withCache.problems).toEqual(without.problems);
  expect(JSON.stringify(withCache.content)).toBe(JSON.stringify(without.content));
});
