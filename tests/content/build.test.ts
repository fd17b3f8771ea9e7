import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './content-root';
import { copySite, repoRoot, type SiteCopy } from './site-copy';

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
let site: SiteCopy;

beforeAll(() => {
  site = copySite();
});
afterAll(() => site?.remove());

const build = (outDir: string, env: Record<string, string> = {}) =>
  spawnSync(tsx, ['scripts/build.ts'], {
    cwd: site.root,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', CONTENT_DRAFTS: '', OUT_DIR: outDir, ...env },
  });

// Every file under `dir`, as path → contents.
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), fs.readFileSync(file, 'latin1')];
      }),
  );
}

describe('npm run build with a broken content file', () => {
  it('fails before anything is built and leaves the previous dist untouched', () => {
    const dist = path.join(site.root, 'previous-dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<h1>The last good build</h1>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("last good build");');
    const before = snapshot(dist);
    const file = 'content/services/web-development.mdx';
    const good = site.read(file);
    try {
      site.edit(file, (text) => text.replace(/^ {2}- Accessible.*\n/m, ''));
      const result = build(dist);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        'content/services/web-development.mdx:7 features: has 5 items, a service lists exactly 6 key features; add one more line starting with "- "',
      );
      expect(result.stderr).toContain('Nothing was built; previous-dist/ is unchanged.');
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(snapshot(dist)).toEqual(before);
      const leftovers = fs
        .readdirSync(site.root)
        .filter((name) => /^(\.build-tmp-|previous-dist\.tmp-)/.test(name));
      expect(leftovers).toEqual([]);
    } finally {
      site.write(file, good);
    }
  });
});

describe('drafts', () => {
  const draftFiles = ['services/data-engineering.mdx', 'blog/why-static-sites-win.mdx'];
  // Words that appear only in the two drafts (their titles, file names and body).
  const draftTraces = [
    'Data Engineering',
    'data-engineering',
    'Why static sites win',
    'why-static-sites-win',
    'Unannounced',
  ];
  const badge = () => /^ {2}draftBadge: (.*)$/m.exec(site.read('content/site.yaml'))![1];
  const badges = (html: string) => html.split(`>${badge()}</span>`).length - 1;

  beforeAll(() => {
    for (const file of draftFiles)
      site.write(`content/${file}`, fs.readFileSync(path.join(fixtures, 'drafts', file), 'utf8'));
  });
  afterAll(() => {
    for (const file of draftFiles) fs.rmSync(path.join(site.root, 'content', file), { force: true });
  });

  it('are left out of a production build: no card, no page, no trace in any file', () => {
    const dist = path.join(site.root, 'dist-production');
    const result = build(dist);
    expect(result.status, result.stderr).toBe(0);
    const files = snapshot(dist);
    expect(files['index.html']).toContain('Web Development');
    expect(Object.keys(files)).toContain('services/web-development.html');
    expect(Object.keys(files)).not.toContain('services/data-engineering.html');
    for (const [file, text] of Object.entries(files))
      for (const trace of draftTraces)
        expect(text.includes(trace), `${file} mentions "${trace}"`).toBe(false);
    expect(badges(files['index.html'])).toBe(0);
  });

  it('show with a visible "Draft" badge in a preview build (CONTENT_DRAFTS=show)', () => {
    const dist = path.join(site.root, 'dist-preview');
    const result = build(dist, { CONTENT_DRAFTS: 'show' });
    expect(result.status, result.stderr).toBe(0);
    const files = snapshot(dist);
    const page = files['services/data-engineering.html'];
    expect(page).toContain('<h1');
    expect(page).toContain('Data Engineering');
    expect(badges(page)).toBe(1);
    // One badge on the draft service's card and one on the draft post's card.
    expect(files['index.html']).toContain('Why static sites win');
    expect(badges(files['index.html'])).toBe(2);
  });
});
