// Content roots for the tests: a copy of the valid fixture (tests/fixtures/content/valid), with
// broken files from tests/fixtures/content/broken laid over it or edits applied to it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContent } from '../../collections/check.ts';
import { formatProblem } from '../../collections/problems.ts';

export const fixtures = path.resolve(import.meta.dirname, '../fixtures/content');
export const validRoot = path.join(fixtures, 'valid');
export const brokenDir = path.join(fixtures, 'broken');

export interface ContentRoot {
  root: string;
  read: (file: string) => string;
  write: (file: string, text: string) => void;
  edit: (file: string, change: (text: string) => string) => void;
  // Copies tests/fixtures/content/broken/<fixture> to content/<fixture>.
  addBroken: (fixture: string) => void;
  // The 1-based line of the first line of `file` that matches `pattern`.
  lineOf: (file: string, pattern: RegExp) => number;
  // Every problem, formatted as `file:line field: message`.
  check: () => string[];
}

const roots: string[] = [];

export function contentRoot(): ContentRoot {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-root-'));
  roots.push(root);
  fs.cpSync(validRoot, root, { recursive: true });
  const at = (file: string) => path.join(root, file);
  const contentRootApi: ContentRoot = {
    root,
    read: (file) => fs.readFileSync(at(file), 'utf8'),
    write: (file, text) => fs.writeFileSync(at(file), text),
    edit: (file, change) => {
      const before = contentRootApi.read(file);
      const after = change(before);
      if (after === before) throw new Error(`the edit did not change ${file}`);
      contentRootApi.write(file, after);
    },
    addBroken: (fixture) => fs.copyFileSync(path.join(brokenDir, fixture), at(path.join('content', fixture))),
    lineOf: (file, pattern) => {
      const index = contentRootApi
        .read(file)
        .split('\n')
        .findIndex((line) => pattern.test(line));
      if (index < 0) throw new Error(`no line of ${file} matches ${pattern}`);
      return index + 1;
    },
    check: () => checkContent(root, { drafts: true }).problems.map(formatProblem),
  };
  return contentRootApi;
}

export function removeContentRoots() {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
}

export function brokenFixtures(): string[] {
  return ['services', 'blog'].flatMap((folder) =>
    fs.readdirSync(path.join(brokenDir, folder)).map((name) => `${folder}/${name}`),
  );
}
