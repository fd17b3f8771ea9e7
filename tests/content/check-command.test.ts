import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { githubAnnotation } from '../../collections/problems.ts';
import { contentRoot, removeContentRoots, validRoot } from './content-root.ts';
import { repoRoot } from './site-copy.ts';

afterAll(removeContentRoots);

const checkContent = (root: string, env: Record<string, string> = {}) =>
  spawnSync('node_modules/.bin/tsx', ['collections/check-content.ts', root], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
  });

describe('npm run check:content', () => {
  it('says the content is fine and exits with 0 when it is', () => {
    const result = checkContent(validRoot);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(
      /^Content is fine: 2 services, 1 blog post, site\.yaml and home\.yaml, checked in [\d.]+ s\.\n$/,
    );
    expect(result.status).toBe(0);
  });

  it('lists the problems of three broken files, one line each, and exits with 1', () => {
    const root = contentRoot();
    root.addBroken('services/five-features.mdx');
    root.addBroken('blog/http-link.mdx');
    root.edit('content/site.yaml', (text) => text.replace(/^ {2}phone:/m, '\tphone:'));
    const result = checkContent(root.root);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines[0]).toBe('Content has 3 problems in 3 files:');
    expect(lines.filter((line) => line.startsWith('content/'))).toEqual([
      'content/blog/http-link.mdx:9 link: found "http://medium.com/@stackwise-studio/why-static-sites-win", but links must use the secure https://; change "http://" at the start to "https://"',
      'content/services/five-features.mdx:7 features: has 5 items, a service lists exactly 6 key features; add one more line starting with "- "',
      `content/site.yaml:${root.lineOf('content/site.yaml', /^\tphone:/)} phone: the line is indented with a tab, but YAML only accepts spaces; indent it with spaces instead: 4 to line it up with the line above, or 2 with the line below`,
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).not.toContain('::error');
  });

  it('also prints GitHub annotations when GITHUB_ACTIONS is true', () => {
    const root = contentRoot();
    root.addBroken('services/five-features.mdx');
    const result = checkContent(root.root, { GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(1);
    expect(result.stdout.trim()).toBe(
      '::error file=content/services/five-features.mdx,line=7,title=Content%3A features::features: has 5 items, a service lists exactly 6 key features; add one more line starting with "- "',
    );
  });
});

it.each([
  {
    what: 'escapes what would end its properties or its message early',
    problem: { file: 'content/services/a,b.mdx', line: 3, field: 'title', message: '100% sure\nreally' },
    annotation:
      '::error file=content/services/a%2Cb.mdx,line=3,title=Content%3A title::title: 100%25 sure%0Areally',
  },
  {
    what: 'leaves out the line when it is not known',
    problem: { file: 'content/services/A B.mdx', field: 'file name', message: 'rename it' },
    annotation: '::error file=content/services/A B.mdx,title=Content%3A file name::file name: rename it',
  },
])('a GitHub annotation $what', ({ problem, annotation }) => {
  expect(githubAnnotation(problem)).toBe(annotation);
});
