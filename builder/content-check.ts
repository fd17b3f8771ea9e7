// The content check as a build runs it: once per build, not once more per bundle, and each file that
// an earlier build read without a problem taken from the cache (collections/ checks it otherwise).
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, type CheckOptions, type CheckResult } from '../collections/check.ts';
import { readEntry, type CollectionData, type CollectionName, type Entry } from '../collections/load.ts';
import type { Parsed } from '../collections/problems.ts';
import type { LineOf } from '../collections/yaml.ts';
import { cachedEntry, codeVersion, hashOf, storeEntry } from './cache.ts';

// The result is reused while every content file keeps its name, size and modification time.
const checked = new Map<string, CheckResult>();

export function checkContentOnce(root: string, options: CheckOptions): CheckResult {
  const dir = path.join(root, 'content');
  // A missing folder is the check's to report; a file gone since the listing counts as changed.
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort() : [];
  const key = JSON.stringify([
    root,
    options,
    files.map((file) => {
      const stat = fs.statSync(path.join(dir, file), { throwIfNoEntry: false });
      return [file, stat?.size, stat?.mtimeMs];
    }),
  ]);
  let result = checked.get(key);
  if (!result) {
    // A file's entry depends on its bytes, the code and which pictures exist (missingImages).
    const listing = hashOf(...files);
    result = checkContent(root, options, (entryRoot, name, file) =>
      readEntryCached(entryRoot, name, file, listing),
    );
    checked.clear();
    checked.set(key, result);
  }
  return result;
}

// An entry as an earlier build read it, while its file's bytes, the code and the listing of content/
// are the same: reading the frontmatter and checking the text is most of the check (0.6 s of 0.8 s at
// 1,000 services). Only entries without problems are kept. Their line numbers, which only a rule
// across files asks for (a shared order number), come from reading the file again when asked.
function readEntryCached<N extends CollectionName>(
  root: string,
  name: N,
  absoluteFile: string,
  listing: string,
): Parsed<Entry<CollectionData[N]>> {
  const raw = fs.readFileSync(absoluteFile, 'utf8');
  const key = hashOf('content', codeVersion(), name, path.relative(root, absoluteFile), raw, listing);
  const hit = cachedEntry(key);
  if (hit) {
    const { value, written } = JSON.parse(hit) as {
      value: Omit<Entry<CollectionData[N]>, 'lineOf'>;
      written: unknown;
    };
    let lines: LineOf | undefined;
    const lineOf: LineOf = (keys) =>
      (lines ??= readEntry(root, name, absoluteFile, raw).partial!.lineOf)(keys);
    return {
      value: { ...value, lineOf },
      problems: [],
      partial: { file: value.file, slug: value.slug, data: written, lineOf },
    };
  }
  const parsed = readEntry(root, name, absoluteFile, raw);
  if (parsed.value && !parsed.problems.length) {
    // JSON leaves the function out.
    storeEntry(key, JSON.stringify({ value: parsed.value, written: parsed.partial?.data }));
  }
  return parsed;
}
