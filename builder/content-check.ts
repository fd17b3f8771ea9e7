// The content check once per build, not once per bundle.
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, type CheckOptions, type CheckResult } from '../collections/check.ts';

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
    result = checkContent(root, options);
    checked.clear();
    checked.set(key, result);
  }
  return result;
}
