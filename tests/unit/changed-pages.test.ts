// The preview comment for a sample pull request: a throwaway git repository with the fixture site's
// content (tests/fixtures/content/valid), a branch that edits it, and `git diff base...head` between the two.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedPages, previewComment, type ChangedPage } from '../../review/changed-pages.ts';
import { filesUnder, gitIn, tempDir } from '../content/site-copy.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/content/valid/content');
const previewUrl = 'https://stackwise-studio.github.io/site/pr-preview/pr-12/';
const repo = tempDir('changed-pages-');
const { edit } = filesUnder(repo);
const git = (...args: string[]) => gitIn(repo, ...args);
let pages: ChangedPage[];

beforeAll(() => {
  fs.cpSync(fixture, path.join(repo, 'content'), { recursive: true });
  fs.writeFileSync(path.join(repo, 'README.md'), 'site\n');
  git('init', '-q', '-b', 'main');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  git('checkout', '-q', '-b', 'edit-content');
  edit('content/services/app-development.mdx', (text) =>
    text.replace(/\n\n(\S)/, '\n\nNew opening sentence. $1'),
  );
  edit('content/home.yaml', (text) => text.replace(/(about:\n(?:.*\n)*?\s+heading: ).*/, '$1Meet the team'));
  fs.copyFileSync(path.join(repo, 'content/images/team.png'), path.join(repo, 'content/images/new.png'));
  edit('content/images/team.png', (text) => `${text} `);
  fs.rmSync(path.join(repo, 'content/services/web-development.mdx'));
  fs.writeFileSync(path.join(repo, 'README.md'), 'site, edited\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'edit content');
  // main moves on meanwhile; base...head still compares with the merge base.
  git('checkout', '-q', 'main');
  edit('content/site.yaml', (text) => text.replace('All rights reserved.', 'Some rights reserved.'));
  git('commit', '-q', '-am', 'main moves on');
  pages = changedPages('main', 'edit-content', repo);
});

afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

describe('the changed-pages script', () => {
  it('lists the content files the pull request changed, and no others', () => {
    expect(pages.map(({ file, status }) => ({ file, status }))).toEqual([
      { file: 'content/home.yaml', status: 'modified' },
      { file: 'content/images/new.png', status: 'added' },
      { file: 'content/images/team.png', status: 'modified' },
      { file: 'content/services/app-development.mdx', status: 'modified' },
      { file: 'content/services/web-development.mdx', status: 'deleted' },
    ]);
  });

  it('links each change to the page, and the section, that shows it', () => {
    const about = [{ label: 'Landing page, Meet the team', path: './#about' }];
    const appDevelopment = [{ label: 'App Development', path: 'services/app-development/' }];
    expect(pages.map(({ file, links, note }) => ({ file, links, note }))).toEqual([
      { file: 'content/home.yaml', links: about },
      { file: 'content/images/new.png', links: [], note: 'not used by any page' },
      { file: 'content/images/team.png', links: about, note: 'used by `content/home.yaml`' },
      { file: 'content/services/app-development.mdx', links: appDevelopment },
      { file: 'content/services/web-development.mdx', links: [], note: 'removed in this pull request' },
    ]);
  });

  it('writes a comment with the preview link and a deep link per changed file, or says there is no content change', () => {
    const comment = previewComment(previewUrl, pages);
    expect(comment).toContain(`\n${previewUrl}\n`);
    expect(comment).toContain(
      `| \`content/services/app-development.mdx\` (modified) | [App Development](${previewUrl}services/app-development/) |`,
    );
    expect(comment).toContain(`[Landing page, Meet the team](${previewUrl}#about)`);
    expect(comment).not.toContain('README.md');
    expect(previewComment(previewUrl, [])).toContain('This pull request changes no content files.');
  });
});
