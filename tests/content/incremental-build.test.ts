// The build's cache (builder/cache.ts) on a copy of the project with the fixture site: no page goes
// stale. Which edits change which keys: tests/unit/build-cache.test.ts, without building.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '../../builder/pages.ts';
import { validRoot } from './content-root.ts';
import { copySite, filesIn, type SiteCopy } from './site-copy.ts';

let site: SiteCopy;
let cache: string;
// A service that nothing else links to, so deleting it needs no other edit.
const extra = { slug: 'incremental-extra', title: 'A Service Made For This Test' };
beforeAll(() => {
  site = copySite({ content: path.join(validRoot, 'content') });
  cache = path.join(site.root, '.cache');
  const template = site.read(`content/services/${serviceSlugs()[0]}.mdx`);
  const text = template.replace(/^title: .*$/m, `title: ${extra.title}`).replace(/^order: .*$/m, 'order: 99');
  site.write(`content/services/${extra.slug}.mdx`, text);
});
afterAll(() => site?.remove());

// Builds into `out` (a folder of the copy) with the copy's cache, or with an empty one of its own.
// The CMS's bundle, which depends on code alone, is left out to save time: no edit here touches it.
function build(out: string, { cold = false } = {}) {
  const dir = path.join(site.root, out);
  const cacheDir = cold ? path.join(site.root, `.cache-${out}`) : cache;
  const result = site.build({ SITE_CMS: 'off', OUT_DIR: dir, SITE_CACHE_DIR: cacheDir });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  return { dir, log: result.stdout };
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const serviceSlugs = () =>
  fs
    .readdirSync(path.join(site.root, 'content/services'))
    .map((file) => path.basename(file, '.mdx'))
    .filter((slug) => slug !== extra.slug)
    .sort();
// "Built 4 pages into …" when every page was rendered, "(1 rendered, 3 unchanged …)" otherwise.
const renderedCount = (log: string) => {
  const [, total, rendered] = /Built (\d+) pages(?: \((\d+) rendered)?/.exec(log) ?? [];
  return Number(rendered ?? total);
};

describe('a build after an edit', () => {
  let before: ReturnType<typeof build>;
  let after: ReturnType<typeof build>;

  it('renders only what the edit changed and writes what a build without the cache writes', () => {
    // The copy's cache starts empty: this build fills it, the next one starts from it.
    before = build('before');
    const [slug] = serviceSlugs();
    const sentence = 'A sentence an editor added to this service today.';
    site.edit(`content/services/${slug}.mdx`, (text) => `${text.trimEnd()}\n\n${sentence}\n`);

    after = build('after');
    const cold = build('cold', { cold: true });

    // The edited text shows on its own page alone: every other page comes from the cache.
    expect(renderedCount(after.log), after.log).toBe(1);
    expect(read(after.dir, `services/${slug}/index.html`)).toContain(sentence);
    const [warm, fresh] = [filesIn(after.dir), filesIn(cold.dir)];
    expect(Object.keys(warm)).toEqual(Object.keys(fresh));
    const differing = Object.keys(warm).filter((name) => warm[name] !== fresh[name]);
    expect(differing, 'files that differ between the build with the cache and the one without').toEqual([]);
    expect(filesIn(before.dir), 'the edit changed nothing').not.toEqual(warm);

    // The version each service page names for its text (src/serviceTexts.ts) moves with that text.
    const versionOf = (dir: string, page: string) =>
      /<div id="root"[^>]*\sdata-text="([^"]+)"/.exec(read(dir, page))?.[1];
    const [edited, ...others] = serviceSlugs().map((name) => `services/${name}/index.html`);
    expect(versionOf(before.dir, edited), edited).toMatch(/^[0-9a-f]+$/);
    expect(versionOf(after.dir, edited), edited).not.toBe(versionOf(before.dir, edited));
    expect(others.length).toBeGreaterThan(0);
    for (const page of others) expect(versionOf(after.dir, page), page).toBe(versionOf(before.dir, page));
    expect(versionOf(after.dir, 'index.html'), 'the landing page shows no text').toBeUndefined();
  }, 240_000);

  it('renders every page again when site.yaml changes, and each shows the new value', () => {
    const [, phone] = /^\s*phone: '([^']+)'/m.exec(site.read('content/site.yaml')) ?? [];
    expect(phone, 'the fixture site.yaml has a phone number').toBeDefined();
    const newPhone = phone.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10));
    site.edit('content/site.yaml', (text) => text.replace(`phone: '${phone}'`, `phone: '${newPhone}'`));

    const { dir, log } = build('phone');
    expect(renderedCount(log), log).toBe(pagesOf(dir).length);
    const showing = pagesOf(after.dir).filter((page) => read(after.dir, page).includes(phone));
    expect(showing.length).toBeGreaterThan(1);
    for (const page of showing) expect(read(dir, page), page).toContain(newPhone);
  }, 120_000);

  it('leaves no page, card, sitemap entry or link of a deleted service', () => {
    expect(read(after.dir, 'index.html'), 'the service had a card').toContain(`/services/${extra.slug}/"`);
    fs.rmSync(path.join(site.root, `content/services/${extra.slug}.mdx`));

    const { dir, log } = build('deleted');
    expect(fs.existsSync(path.join(dir, `services/${extra.slug}/index.html`))).toBe(false);
    expect(fs.existsSync(path.join(dir, `og/services/${extra.slug}.png`))).toBe(false);
    expect(read(dir, 'sitemap.xml')).not.toContain(`/services/${extra.slug}`);
    expect(renderedCount(log), log).toBe(pagesOf(dir).length);
    for (const page of pagesOf(dir)) expect(read(dir, page), page).not.toContain(`/services/${extra.slug}/"`);
  }, 120_000);

  // The cache keeps copies: a built file written over in place is not the cache's entry.
  it('keeps its own copy of each page and card, whatever is done to a built one', () => {
    const dir = path.join(site.root, 'deleted');
    const [slug] = serviceSlugs();
    const pageAndCard = [`services/${slug}/index.html`, `og/services/${slug}.png`];
    const built = pageAndCard.map((file) => fs.readFileSync(path.join(dir, file)));
    for (const file of pageAndCard) fs.appendFileSync(path.join(dir, file), '<!-- written over -->');

    const again = build('again');
    expect(renderedCount(again.log), 'nothing changed').toBe(0);
    expect(pageAndCard.map((file) => fs.readFileSync(path.join(again.dir, file)))).toEqual(built);
  }, 120_000);
});
