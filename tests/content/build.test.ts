// What `npm run build` promises editors, on a copy of the project whose content/ is the fixture site
// (tests/fixtures/content/valid), with fixture files added and drafts laid over it. Two builds in all.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../collections/check.ts';
import { fixtures, validRoot } from './content-root.ts';
import { copySite, filesIn, listFiles } from './site-copy.ts';

// Content files laid over the fixture site, as `content/<kind>/<file>` → the fixture they come from.
const layered = (folder: string) =>
  listFiles(path.join(fixtures, folder)).map((file) => ({
    file: `content/${file}`,
    slug: path.basename(file, '.mdx'),
    source: path.join(fixtures, folder, file),
  }));
const added = layered('added');
const drafts = layered('drafts');

const site = copySite({ content: path.join(validRoot, 'content') });
for (const { file, source } of [...added, ...drafts]) site.write(file, fs.readFileSync(source, 'utf8'));
afterAll(() => site.remove());

const build = (outDir: string, env: Record<string, string> = {}) => site.build({ OUT_DIR: outDir, ...env });

it('npm run build with a broken content file fails before anything is built and leaves the previous dist untouched', () => {
  const dist = path.join(site.root, 'previous-dist');
  site.write('previous-dist/index.html', '<h1>The last good build</h1>');
  site.write('previous-dist/assets/app.js', 'console.log("last good build");');
  const before = filesIn(dist);
  const [{ file }] = added;
  const good = site.read(file);
  try {
    site.edit(file, (text) => text.replace(/^ {2}- .*\n/m, ''));
    const result = build(dist);
    expect(result.status).toBe(1);
    // The check points at the first feature line, the line after "features:".
    expect(result.stderr).toContain(
      `${file}:${good.split('\n').indexOf('features:') + 2} features: has 5 items, a service lists exactly 6 key features; add one more line starting with "- "`,
    );
    expect(result.stderr).toContain('Nothing was built; previous-dist/ is unchanged.');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(filesIn(dist)).toEqual(before);
    const isLeftover = (name: string) => /^(\.build-tmp-|previous-dist\.tmp-)/.test(name);
    expect(fs.readdirSync(site.root).filter(isLeftover)).toEqual([]);
  } finally {
    site.write(file, good);
  }
});

describe('a production build', () => {
  let files: Record<string, string>;
  let published: ReturnType<typeof checkContent>['content'];
  beforeAll(() => {
    const result = build(path.join(site.root, 'dist-production'));
    expect(result.status, result.stderr).toBe(0);
    files = filesIn(path.join(site.root, 'dist-production'));
    published = checkContent(site.root, { drafts: false }).content;
  }, 180_000);

  // How every card and service page shows its fields: tests/built/pages.test.ts.
  it('adds a card placed by its order and a page for a new service file, with no change outside content/', () => {
    const section = /<section\b[^>]*id="services"[\s\S]*?<\/section>/.exec(files['index.html'])![0];
    const cards = [
      ...new Set([...section.matchAll(/<a\b[^>]*href="\/services\/([^"/]+)\/"/g)].map(([, slug]) => slug)),
    ];
    const inOrder = published.services.toSorted((a, b) => a.data.order - b.data.order);
    expect(cards).toEqual(inOrder.map((service) => service.slug));
    for (const { slug } of added) {
      const service = published.services.find((entry) => entry.slug === slug)!;
      const html = files[`services/${slug}/index.html`];
      expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toBe(service.data.title);
    }
  });

  it('leaves drafts out: no card, no page, no trace of their file name or title in any file', () => {
    const { content: withDrafts } = checkContent(site.root, { drafts: true });
    const entries = [...withDrafts.services, ...withDrafts.posts];
    const traces = drafts.flatMap(({ slug }) => [
      slug,
      entries.find((entry) => entry.slug === slug)!.data.title,
    ]);
    expect(Object.keys(files)).toContain('index.html');
    for (const [file, text] of Object.entries(files))
      for (const trace of traces) expect(text.includes(trace), `${file} mentions "${trace}"`).toBe(false);
    expect(files['index.html']).not.toContain(`>${published.site!.ui.draftBadge}</span>`);
  });
});

it('a preview build (CONTENT_DRAFTS=show) shows drafts, each with a visible "Draft" badge on its card and its page', () => {
  const dist = path.join(site.root, 'dist-preview');
  // Without the CMS, as previews are built (vite.config.ts).
  const result = build(dist, { CONTENT_DRAFTS: 'show', SITE_CMS: 'off' });
  expect(result.status, result.stderr).toBe(0);
  const files = filesIn(dist);
  const { content } = checkContent(site.root, { drafts: true });
  const badges = (html: string) => html.split(`>${content.site!.ui.draftBadge}</span>`).length - 1;
  for (const { file, slug } of drafts) {
    const entry = [...content.services, ...content.posts].find((candidate) => candidate.slug === slug)!;
    expect(files['index.html'], file).toContain(entry.data.title);
    if (file.startsWith('content/services/'))
      expect(badges(files[`services/${slug}/index.html`]), file).toBe(1);
  }
  expect(badges(files['index.html'])).toBe(drafts.length);
}, 180_000);
