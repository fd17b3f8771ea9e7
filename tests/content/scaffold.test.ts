import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../collections/check.ts';
import { formatProblem } from '../../collections/problems.ts';
import { validRoot } from './content-root.ts';
import { copySite } from './site-copy.ts';

// The fixture site, so the titles below never meet a file an editor has made.
const site = copySite({ content: path.join(validRoot, 'content') });
afterAll(() => site.remove());

const runNew = (...args: string[]) =>
  spawnSync('node_modules/.bin/tsx', ['collections/new.ts', ...args], { cwd: site.root, encoding: 'utf8' });

describe('npm run new', () => {
  it('creates a valid draft service named after its title, after the other cards', () => {
    const result = runNew('service', 'Data Engineering');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Created content/services/data-engineering.mdx as a draft.');
    expect(site.read('content/services/data-engineering.mdx')).toMatch(/^---\ntitle: Data Engineering\n/);
    const { content, problems } = checkContent(site.root, { drafts: true });
    expect(problems.map(formatProblem)).toEqual([]);
    const created = content.services.find((service) => service.slug === 'data-engineering')!;
    const others = content.services.filter((service) => service !== created);
    expect(created.data.order).toBe(Math.max(...others.map((service) => service.data.order)) + 1);
    const published = checkContent(site.root, { drafts: false }).content.services;
    expect(published.map((service) => service.slug)).not.toContain('data-engineering');
  });

  it('creates a valid draft blog teaser named after its title, dated today', () => {
    const result = runNew('post', 'Why static sites win');
    expect(result.status, result.stderr).toBe(0);
    const text = site.read('content/blog/why-static-sites-win.mdx');
    expect(text).toMatch(/^title: Why static sites win$[^]*^draft: true$/m);
    expect(text).toContain(`date: ${new Date().toISOString().slice(0, 10)}`);
    expect(checkContent(site.root, { drafts: true }).problems.map(formatProblem)).toEqual([]);
  });

  it('refuses to overwrite an existing file and leaves it as it was', () => {
    const file = 'content/services/data-engineering.mdx';
    site.edit(file, (text) => text.replace('title: Data Engineering', 'title: Data Engineering, edited'));
    const edited = site.read(file);
    const result = runNew('service', 'Data  engineering!');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file} already exists, and it was left as it is`);
    expect(site.read(file)).toBe(edited);
  });

  it('explains how to call it when the kind or the title is missing', () => {
    for (const args of [['page', 'About'], ['service']]) {
      const result = runNew(...args);
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Usage: npm run new -- service "Data Engineering"');
    }
  });
});
