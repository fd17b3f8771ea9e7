// The keys of the build's cache (builder/cache.ts) on made-up projects: what must make a page render
// again changes them, and what must not does not. The builds: tests/content/incremental-build.test.ts.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { codeHash, pageInputs } from '../../builder/cache.ts';
import { filesUnder, tempDir } from '../content/site-copy.ts';

const tmp = tempDir('build-cache-');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function project(files: Record<string, string>) {
  const root = fs.mkdtempSync(`${tmp}/project-`);
  const { write } = filesUnder(root);
  for (const [file, text] of Object.entries(files)) write(file, text);
  return { root, write };
}

const service = (title: string, body: string) => `---\ntitle: ${title}\norder: 1\n---\n\n${body}\n`;

const site = () =>
  project({
    'content/site.yaml': 'name: A\n',
    'content/services/one.mdx': service('One', 'The first text.'),
    'content/services/two.mdx': service('Two', 'The second text.'),
    'content/blog/post.mdx': '---\ntitle: Post\n---\n',
  });

it.each([
  ['a service frontmatter', 'content/services/two.mdx', service('Two, renamed', 'The second text.')],
  ['a blog teaser', 'content/blog/post.mdx', '---\ntitle: Post, renamed\n---\n'],
  ['a new picture', 'content/images/new.png', 'not really a picture'],
])("a page's inputs change for every page with %s", (_what, file, text) => {
  const { root, write } = site();
  const before = pageInputs(root);
  write(file, text);
  expect(pageInputs(root).shared).not.toBe(before.shared);
});

describe('the code version', () => {
  const code = () =>
    project({ 'package-lock.json': '{}', 'src/App.tsx': 'export {};\n', 'content/site.yaml': 'name: A\n' });

  it.each([
    ['a source file', 'src/App.tsx', 'export const changed = 1;\n'],
    ['the lock file', 'package-lock.json', '{ "lockfileVersion": 3 }'],
    ['a build script', 'builder/build.ts', '// new\n'],
    ['an .env file', '.env.production', 'VITE_FLAG=1\n'],
  ])('changes with %s', (_what, file, text) => {
    const { root, write } = code();
    const before = codeHash(root, {});
    write(file, text);
    expect(codeHash(root, {})).not.toBe(before);
  });

  it('changes with a setting of the build, and not with content or other variables', () => {
    const { root, write } = code();
    const before = codeHash(root, { HOME: '/root' });
    expect(codeHash(root, { HOME: '/somewhere' })).toBe(before);
    expect(codeHash(root, { BASE_PATH: '/pr-preview/pr-1/' })).not.toBe(before);
    expect(codeHash(root, { VITE_BUILD_YEAR: '2030' })).not.toBe(before);
    write('content/site.yaml', 'name: B\n');
    expect(codeHash(root, { HOME: '/root' })).toBe(before);
  });
});
