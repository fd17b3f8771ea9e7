// Adding a service is adding one file: a copy of the project with a seventh MDX file builds a
// seventh card and a seventh page, with no change to the code.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const left = new Set(['node_modules', 'dist', '.git', 'screenshots', 'test-results', 'playwright-report']);

const newService = {
  title: 'Data Engineering',
  description: 'Reliable pipelines and warehouses that turn scattered records into numbers you can trust.',
  features: [
    'Pipelines from ERPs, shops and spreadsheets',
    'Cloud warehouses sized to your budget',
    'Dashboards your managers read every morning',
    'Data quality checks on every load',
    'Privacy by design for personal data',
    'Runbooks and training for your team',
  ],
  paragraphs: [
    'Most growing businesses already have the data they need; it is just spread across tools that do not talk to each other.',
    'We design pipelines that collect it every night, check it, and load it into one warehouse your whole team can query.',
    'On top of it we build the few dashboards that matter, and we hand over everything documented so it keeps running.',
  ],
};

let copy: string;
let outDir: string;
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const textOf = (html: string) =>
  decode(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'add-service-'));
  outDir = path.join(copy, 'out');
  for (const name of fs.readdirSync(root)) {
    if (left.has(name) || name.startsWith('.build-tmp') || name.startsWith('dist.tmp')) continue;
    fs.cpSync(path.join(root, name), path.join(copy, name), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(copy, 'content/services/data-engineering.mdx'),
    [
      '---',
      `title: ${newService.title}`,
      `description: ${newService.description}`,
      'icon: database',
      'order: 7',
      'features:',
      ...newService.features.map((feature) => `  - ${feature}`),
      '---',
      '',
      newService.paragraphs.join('\n\n'),
      '',
    ].join('\n'),
  );
  await promisify(execFile)('npx', ['tsx', 'scripts/build.ts'], {
    cwd: copy,
    env: { ...process.env, OUT_DIR: outDir, BASE_PATH: '/' },
    timeout: 120_000,
  });
}, 180_000);

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('a new file content/services/data-engineering.mdx', () => {
  it('changes nothing but content/', () => {
    for (const dir of ['src', 'scripts']) {
      const files = fs.readdirSync(path.join(copy, dir), { recursive: true, encoding: 'utf8' });
      expect(files.filter((file) => file.includes('data-engineering'))).toEqual([]);
    }
  });

  it('adds a card on the landing page that links to the new page', () => {
    const html = read('index.html');
    const services = /<section\b[^>]*id="services"[\s\S]*?<\/section>/.exec(html)![0];
    expect(services).toMatch(/<a\b[^>]*href="\/services\/data-engineering"/);
    expect(textOf(services)).toContain(newService.title);
    expect(textOf(services)).toContain(newService.description);
    // The new card comes last, as its order says.
    expect(services.lastIndexOf('href="/services/')).toBe(
      services.indexOf('href="/services/data-engineering"'),
    );
  });

  it('adds the page services/data-engineering.html with its title, paragraphs and features', () => {
    const html = read('services/data-engineering.html');
    expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toBe(newService.title);
    const text = textOf(html);
    for (const paragraph of newService.paragraphs) expect(text).toContain(paragraph);
    for (const feature of newService.features) expect(text).toContain(feature);
    expect(text).toContain(`Get Started with ${newService.title}`);
    expect(text).toContain('Back to Services');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(newService.title);
  });

  it('keeps the six pages that were there', () => {
    const pages = fs
      .readdirSync(path.join(outDir, 'services'))
      .filter((file) => file.endsWith('.html'))
      .toSorted();
    expect(pages).toHaveLength(7);
    expect(pages).toContain('web-development.html');
  });
});
