// A throwaway copy of the repository for tests that change content, build or run a dev server:
// the real content/ and dist/ are never touched, and other work in the repository is never seen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const skipped = new Set([
  'node_modules',
  '.git',
  'dist',
  'screenshots',
  'test-results',
  'playwright-report',
  'coverage',
  'bench',
]);

export interface SiteCopy {
  root: string;
  read: (file: string) => string;
  write: (file: string, text: string) => void;
  edit: (file: string, change: (text: string) => string) => void;
  remove: () => void;
}

// `content` replaces the copy's content/ with another folder, such as a fixture site's.
export function copySite({ content }: { content?: string } = {}): SiteCopy {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  fs.cpSync(repoRoot, root, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(repoRoot, source);
      const top = relative.split(path.sep)[0];
      return !skipped.has(top) && !/^(\.build-tmp-|dist\.tmp-)/.test(top);
    },
  });
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  if (content) {
    fs.rmSync(path.join(root, 'content'), { recursive: true });
    fs.cpSync(content, path.join(root, 'content'), { recursive: true });
  }
  const at = (file: string) => path.join(root, file);
  const copy: SiteCopy = {
    root,
    read: (file) => fs.readFileSync(at(file), 'utf8'),
    write: (file, text) => {
      fs.mkdirSync(path.dirname(at(file)), { recursive: true });
      fs.writeFileSync(at(file), text);
    },
    edit: (file, change) => {
      const before = copy.read(file);
      const after = change(before);
      if (after === before) throw new Error(`the edit did not change ${file}`);
      copy.write(file, after);
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
  return copy;
}
