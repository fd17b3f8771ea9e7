// Content roots for the tests: a copy of the valid fixture (tests/fixtures/content/valid), with
// broken files from tests/fixtures/content/broken laid over it or edits applied to it.
import fs from 'node:fs';
import path from 'node:path';
import { checkContent } from '../../collections/check.ts';
import { formatProblem } from '../../collections/problems.ts';
import { filesUnder, listFiles, tempDir } from './site-copy.ts';

export const fixtures = path.resolve(import.meta.dirname, '../fixtures/content');
export const validRoot = path.join(fixtures, 'valid');
const brokenDir = path.join(fixtures, 'broken');

const roots: string[] = [];

export function contentRoot() {
  const root = tempDir('content-root-');
  roots.push(root);
  fs.cpSync(validRoot, root, { recursive: true });
  const files = filesUnder(root);
  return {
    root,
    ...files,
    addBroken: (fixture: string) =>
      fs.copyFileSync(path.join(brokenDir, fixture), path.join(root, 'content', fixture)),
    // The 1-based line of the first line of `file` that matches `pattern`.
    lineOf: (file: string, pattern: RegExp) => {
      const lines = files.read(file).split('\n');
      const index = lines.findIndex((line) => pattern.test(line));
      if (index < 0) throw new Error(`no line of ${file} matches ${pattern}`);
      return index + 1;
    },
    // Every problem, formatted as `file:line field: message`.
    check: () => checkContent(root, { drafts: true }).problems.map(formatProblem),
  };
}

// The text of a site.yaml, with contact.form.delivery set to `delivery`.
export const withDelivery = (siteYaml: string, delivery: string) =>
  siteYaml.replace(/^contact:\n/m, `contact:\n  form:\n    delivery: ${delivery}\n`);

export function removeContentRoots() {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}

export const brokenFixtures = () => listFiles(brokenDir);
