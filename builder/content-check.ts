// The content check once per build, not once per bundle, with each file an earlier build found sound cached.
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, type CheckOptions, type CheckResult } from '../collections/check.ts';
import { readEntry, type CollectionData, type CollectionName, type Entry } from '../collections/load.ts';
import type { Parsed } from '../collections/problems.ts';
import type { LineOf } from '../collections/yaml.ts';
import { cachedEntry, codeVersion, hashOf, storeEntry } from './cache.ts';

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

// Only sound entries are kept; their line numbers, which only cross-file rules ask for, are read again.
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
    // A sound entry's order and draft, all the rules across files read, are its fields as written.
    const value = JSON.parse(hit) as Entry<CollectionData[N]>;
    let lines: LineOf | undefined;
    const lineOf: LineOf = (keys) =>
      (lines ??= readEntry(root, name, absoluteFile, raw).partial!.lineOf)(keys);
    return { value, problems: [], partial: { ...value, lineOf } };
  }
  const parsed = readEntry(root, name, absoluteFile, raw);
  if (parsed.value && !parsed.problems.length) storeEntry(key, JSON.stringify(parsed.value));
  return parsed;
}
