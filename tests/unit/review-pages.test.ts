// How `npm run review` decides which pages changed (review/pages.ts), on made-up builds.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pagePath } from '../../builder/pages.ts';
import { comparePages } from '../../review/pages.ts';
import { filesUnder, tempDir } from '../content/site-copy.ts';

const root = tempDir('review-pages-');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function build(name: string, pages: Record<string, string>) {
  const dir = path.join(root, name);
  for (const [file, html] of Object.entries(pages)) filesUnder(dir).write(file, html);
  return dir;
}

const page = (text: string, script = 'boot-AAAAAAAA.js', picture = 'team-CCCCCCCC.webp') =>
  `<script type="module" src="/assets/${script}"></script><img src="/assets/${picture}"><p>${text}</p>`;

describe('the pages a review shows', () => {
  const before = build('before', {
    'index.html': page('Home'),
    'services/kept.html': page('Kept'),
    'services/reworded.html': page('Old words'),
    'services/pictured.html': page('Same words'),
    'services/gone.html': page('Gone'),
    'admin/index.html': '<p>The CMS</p>',
  });
  const after = build('after', {
    // Another script file name alone: a change of code that does not change what the page shows.
    'index.html': page('Home', 'boot-BBBBBBBB.js'),
    'services/kept.html': page('Kept'),
    'services/reworded.html': page('New words'),
    // A picture's file name changes only with its bytes.
    'services/pictured.html': page('Same words', 'boot-AAAAAAAA.js', 'team-DDDDDDDD.webp'),
    'services/new.html': page('New'),
    'admin/index.html': '<p>The CMS, rebuilt</p>',
  });

  it('lists changed, added and removed pages, counts the rest, and leaves the CMS out', () => {
    expect(comparePages(before, after)).toEqual({
      changes: [
        { file: 'services/gone.html', status: 'removed' },
        { file: 'services/new.html', status: 'added' },
        { file: 'services/pictured.html', status: 'changed' },
        { file: 'services/reworded.html', status: 'changed' },
      ],
      unchanged: 2,
    });
  });

  it('finds each page at its address under the base', () => {
    expect(pagePath('index.html')).toBe('');
    expect(pagePath('services/new.html')).toBe('services/new');
    expect(pagePath('404.html')).toBe('404');
  });
});
