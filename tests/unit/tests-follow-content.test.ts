// THE RULE: editors change content/ every week, so no test may pin what it says today. A test reads
// its expectations from content/ or runs on fixture content; this guard finds the literal that slipped.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../collections/icons.ts';
import { escapeRegExp } from '../built/site.ts';
import { listFiles, repoRoot as root } from '../content/site-copy.ts';

type ContentValue = { value: string; file: string; field: string };

const walk = (data: unknown, file: string, field: string): ContentValue[] => {
  if (typeof data === 'string' || typeof data === 'number')
    return [{ value: String(data).replace(/\s+/g, ' ').trim(), file, field }];
  if (Array.isArray(data)) return data.flatMap((item, index) => walk(item, file, `${field}[${index}]`));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, item]) => walk(item, file, field ? `${field}.${key}` : key));
  return [];
};

// Every value an editor writes in content/: YAML values, frontmatter, the sentences of page texts and
// the file names (slugs). Parsed as plain YAML, so dates stay the text the editor typed.
function contentValues(): ContentValue[] {
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  return [
    ...filesUnder('content', /\.yaml$/).flatMap((file) => walk(parse(read(file)), file, '')),
    ...filesUnder('content', /\.mdx$/).flatMap((file) => {
      const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(read(file)) ?? [];
      return [
        { value: path.basename(file, '.mdx'), file, field: 'file name' },
        ...walk(parse(frontmatter), file, ''),
        ...body
          .split(/(?<=[.!?])\s+|\n+/)
          .map((sentence) => ({ value: sentence.trim(), file, field: 'text' })),
      ];
    }),
  ];
}

// Which values could make a test fail on an editor's edit, while leaving out the everyday words that
// code and content share ("Home", "Contact", "code", the 404 page's "404"): every slug; anything with
// a digit from five characters (phone numbers, dates, postal codes); any other text from ten.
// Icon names and section anchors (/#services) are the code's vocabulary, which content only picks from.
const isDistinctive = ({ value, field }: ContentValue) =>
  field === 'file name' ||
  (!(iconNames as readonly string[]).includes(value) &&
    !/^\/(#[\w-]+)?$/.test(value) &&
    (/\d/.test(value) ? value.length >= 5 : value.length >= 10));

// A value found as a whole: not as part of a longer word, slug or address ("web-app" is not in "web-apps").
const finder = (value: string) =>
  new RegExp(
    `${/^[\w-]/.test(value) ? '(?<![\\w-])' : ''}${escapeRegExp(value)}${/[\w-]$/.test(value) ? '(?![\\w/-])' : ''}`,
  );

const filesUnder = (dir: string, ending: RegExp): string[] =>
  listFiles(path.join(root, dir))
    .map((file) => `${dir}/${file}`)
    .filter((file) => ending.test(file));

// Test code, and the configuration and benchmark code that could assert what a page says.
const scanned = [
  ...filesUnder('tests', /\.(ts|tsx|js|mjs)$/).filter((file) => !file.startsWith('tests/fixtures/')),
  ...fs.readdirSync(root).filter((file) => /^playwright.*\.config\.ts$/.test(file)),
  ...filesUnder('bench', /\.(ts|js|mjs)$/),
].toSorted();

function pinnedValues(text: string, values: ContentValue[]): string[] {
  // A test on fixture content may name anything: no edit to content/, even one writing that value, breaks it.
  if (/fixtures|content-root/i.test(text)) return [];
  return values
    .filter(isDistinctive)
    .filter(({ value }) => text.includes(value) && finder(value).test(text))
    .map(({ value, file, field }) => `"${value}" (${file}, ${field})`);
}

const values = contentValues();

describe('the tests', () => {
  it('have content values to look for and files to look in', () => {
    expect(values.filter(isDistinctive).length).toBeGreaterThan(10);
    expect(scanned).toContain('tests/unit/tests-follow-content.test.ts');
  });

  it('catch a value planted in a test, unless the test runs on fixture content', () => {
    const [slug] = filesUnder('tests/fixtures/content/valid/content/services', /\.mdx$/).map((file) =>
      path.basename(file, '.mdx'),
    );
    const planted: ContentValue[] = [
      { value: 'made-up-service', file: 'content/services/made-up-service.mdx', field: 'file name' },
      { value: '+91 12345 67890', file: 'content/site.yaml', field: 'contact.phone' },
      { value: slug, file: `content/services/${slug}.mdx`, field: 'file name' },
      { value: 'Home', file: 'content/site.yaml', field: 'navigation.links[0].label' },
    ];
    const found = (text: string) => pinnedValues(text, planted).map((entry) => entry.split(' (')[0]);
    expect(found("expect(page).toContain('/services/made-up-service');")).toEqual(['"made-up-service"']);
    expect(found("expect(page).toContain('/services/made-up-service-2');")).toEqual([]);
    expect(found("expect(phone).toBe('+91 12345 67890');")).toEqual(['"+91 12345 67890"']);
    expect(found(`expect(page).toContain('${slug}');`)).toEqual([`"${slug}"`]);
    const onFixtures = `const root = validRoot; // tests/fixtures\nexpect(page).toContain('${slug}');`;
    expect(found(onFixtures)).toEqual([]);
    expect(found("expect(nav).toContain('Home');")).toEqual([]);
  });

  it.each(scanned)(
    '%s names no slug, date, number or sentence of content/ (read them from the files)',
    (file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      expect(pinnedValues(text, values), 'read these from content/, or run on tests/fixtures/').toEqual([]);
    },
  );
});
