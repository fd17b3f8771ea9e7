// The content check once per build, not once per bundle: a build is one process, and it sees the content
// as it was when the build began.
import { checkContent, type CheckOptions, type CheckResult } from '../collections/check.ts';

const checks = new Map<string, CheckResult>();

export function checkContentOnce(root: string, options: CheckOptions): CheckResult {
  const key = JSON.stringify([root, options]);
  if (!checks.has(key)) checks.set(key, checkContent(root, options));
  return checks.get(key)!;
}
