// Reads one content file (name, frontmatter, body, fields), every problem in words an editor can act on.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { readFrontmatter, type Frontmatter } from './frontmatter.ts';
import { collections, singletons } from './schema.ts';
import { checkBody } from './body.ts';
import { closest, renameAdvice, slugOf, slugPattern } from './names.ts';
import { pictureFile, pictureLike } from './paths.ts';
import type { Parsed, Problem } from './problems.ts';
import { validate } from './validate.ts';
import { fieldName, readYaml, type Keys, type LineOf } from './yaml.ts';

export type CollectionName = keyof typeof collections;
export type SingletonName = keyof typeof singletons;
// The fields of each kind of file, as its schema reads them.
export type CollectionData = { [N in CollectionName]: z.infer<(typeof collections)[N]['schema']> };
type SingletonData = { [N in SingletonName]: z.infer<(typeof singletons)[N]['schema']> };

export interface Entry<T = Record<string, unknown>> {
  slug: string;
  file: string; // from the repository root
  data: T;
  body: string;
  bodyLine: number; // the line in the file where the body starts
}

// The example texts of the files `npm run new` writes (collections/new.ts), refused once published.
export const examples = {
  description: 'One sentence that sums up the service, for its card on the landing page.',
  features: ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'].map((nth) => `${nth} key feature`),
  paragraphs: [
    'The first paragraph says what the service is and who it is for. Leave an empty line between paragraphs.',
    'The second paragraph explains how we work on it.',
    'The third paragraph says what happens after launch.',
  ],
  excerpt: 'One or two sentences that make people want to read the whole post.',
  author: 'Your Name',
  imageAlt: 'A short description of the picture for people who cannot see it.',
  link: 'https://medium.com/the-address-of-the-post',
};
const exampleTexts = new Set<string>(Object.values(examples).flat());

// A file that cannot be read any further.
const only = (problem: Problem): Parsed<never> => ({ problems: [problem] });

// The fields and body, or what is wrong with the "---" lines around the fields.
function splitFile(raw: string, kind: string): Frontmatter | string {
  const start = `${kind} starts with its fields between two lines of "---"`;
  if (raw.trim() === '')
    return `the file is empty, but ${start}; copy the top of a similar file, or create it with npm run new`;
  if (!/^---[ \t]*\r?\n/.test(raw)) {
    const first = raw.split('\n').findIndex((line) => line.trim() !== '');
    if (/^---\s*$/.test(raw.split('\n')[first]))
      return `found empty lines above the first "---", but ${start}; remove the empty lines`;
    return `found no "---" on the first line, but ${start}; add a line "---" at the very top, then the fields, then another "---"`;
  }
  return (
    readFrontmatter(raw) ??
    'the fields start with "---" on line 1 but are never closed; add a line "---" after the last field'
  );
}

export function readEntry<N extends CollectionName>(
  root: string,
  name: N,
  absoluteFile: string,
): Parsed<Entry<CollectionData[N]>> {
  const raw = fs.readFileSync(absoluteFile, 'utf8');
  const file = path.relative(root, absoluteFile).split(path.sep).join('/');
  const { schema, kind } = collections[name];
  const slug = slugOf(file);
  const problems: Problem[] = [];
  const base = path.basename(file);
  const ext = path.extname(base);
  if (!['.mdx', '.md', '.markdown', '.txt', ''].includes(ext.toLowerCase())) {
    const message = `"${base}" is not a text file, but ${collections[name].dir}/ holds only .mdx files; move it out (pictures belong in content/images/)`;
    return only({ file, field: 'file name', message });
  }
  if (!slugPattern.test(slug) || ext !== '.mdx') {
    const what = [
      /[A-Z]/.test(slug) && 'capital letters',
      /\s/.test(slug) && 'spaces',
      /[^A-Za-z0-9\s-]/.test(slug) && 'characters other than letters, digits and hyphens',
      ext !== '.mdx' && `the ending "${ext || 'nothing'}" instead of ".mdx"`,
    ].filter(Boolean);
    const message = `"${base}" has ${what.length ? what.join(' and ') : 'hyphens in the wrong places'}, but file names are lowercase words joined by hyphens, ending in .mdx (the name becomes the page address); ${renameAdvice(absoluteFile, slug)}`;
    problems.push({ file, field: 'file name', message });
  }
  const split = splitFile(raw.replace(/^\uFEFF/, ''), kind);
  if (typeof split === 'string')
    return { problems: [...problems, { file, line: 1, field: 'frontmatter', message: split }] };
  const { yaml: yamlText, document, body, bodyLine } = split;
  problems.push(...checkBody(file, body, bodyLine));
  const yaml = readYaml(file, yamlText, document);
  if (!yaml.value) return { problems: [...problems, ...yaml.problems] };
  const { data: fields, lineOf } = yaml.value;
  // A field missing from the frontmatter is reported where the fields start, below the "---".
  const checked = validate(file, schema, fields, { ...yaml.value, firstLine: 2 }, kind);
  problems.push(...checked.problems, ...missingImages(root, file, fields, lineOf));
  if (name === 'services' && !body.trim()) {
    const message = `found no text below the closing "---", but a service page shows its text beside the key features; write a few paragraphs below that line, with an empty line between them`;
    problems.push({ file, line: bodyLine - 1, field: 'body', message });
  }
  // Without "draft: true" the entry is published, so no example text of its template may stay.
  const fieldTexts = textsOf(fields).map(([keys, text]) => [lineOf(keys), fieldName(keys), text] as const);
  const bodyLines = body.split('\n').map((text, index) => [bodyLine + index, 'body', text.trim()] as const);
  for (const [line, field, text] of [...fieldTexts, ...bodyLines]) {
    if (!exampleTexts.has(text) || (fields as { draft?: unknown } | null)?.draft === true) continue;
    const message = `found "${text}", an example text from npm run new, which would show on the live site; replace it with the real text (or add the line "draft: true" until it is ready)`;
    problems.push({ file, line, field, message });
  }
  const partial = { file, slug, data: fields, lineOf };
  if (problems.length) return { problems, partial };
  const data = checked.value as CollectionData[N];
  return { value: { slug, file, data, body, bodyLine }, problems, partial };
}

export function readSingleton<N extends SingletonName>(
  root: string,
  name: N,
): Parsed<{ file: string; data: SingletonData[N]; lineOf: LineOf }> {
  const { file, schema, kind } = singletons[name];
  if (!fs.existsSync(path.join(root, file))) {
    const message = `is missing, but the site needs it; restore it from the repository's history (git checkout -- ${file})`;
    return only({ file, field: 'file', message });
  }
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  if (text.trim() === '') {
    const message = `is empty, but the site needs its texts; restore it (git checkout -- ${file})`;
    return only({ file, line: 1, field: 'file', message });
  }
  const yaml = readYaml(file, text.replace(/^\uFEFF/, ''));
  if (!yaml.value) return { problems: yaml.problems };
  const { data, lineOf } = yaml.value;
  const checked = validate(file, schema, data, yaml.value, kind);
  const pictures = [missingImages, unreadablePictures].flatMap((rule) => rule(root, file, data, lineOf));
  const problems = [...checked.problems, ...pictures];
  return problems.length
    ? { problems }
    : { value: { file, data: checked.value as SingletonData[N], lineOf }, problems };
}

// Every text in the fields, with the keys that lead to it.
const textsOf = (data: unknown, keys: Keys = []): [Keys, string][] =>
  data && typeof data === 'object'
    ? Object.entries(data).flatMap(([key, value]) =>
        textsOf(value, [...keys, Array.isArray(data) ? Number(key) : key]),
      )
    : typeof data === 'string'
      ? [[keys, data]]
      : [];

// Pictures named in content must exist in content/images.
function missingImages(root: string, file: string, data: unknown, lineOf: LineOf): Problem[] {
  return textsOf(data).flatMap(([keys, value]) => {
    if (!pictureLike.test(value) || fs.existsSync(path.join(root, 'content', value))) return [];
    const folder = path.posix.dirname(`content/${value}`);
    const present = fs.existsSync(path.join(root, folder))
      ? fs.readdirSync(path.join(root, folder)).filter((name) => pictureFile.test(name))
      : [];
    const guess = closest(path.posix.basename(value), present);
    const fix = guess
      ? `did you mean "${path.posix.dirname(value)}/${guess}"?`
      : `add the picture to ${folder}/ or correct the path${present.length ? ` (the pictures there are: ${present.join(', ')})` : ''}`;
    const message = `found "${value}", but there is no picture content/${value}; ${fix}`;
    return [{ file, line: lineOf(keys), field: fieldName(keys), message }];
  });
}

// The formats the build reads a picture's size from (sharp), told by their first bytes. Checked on every
// run (collections/check.ts), since a build reuses an entry by its own bytes, not its pictures'.
const pictureStart = /^(\x89PNG\r\n|\xff\xd8\xff|RIFF[^]{4}WEBP|[^]{4}ftyp[^]*avi[fs])/;
export function unreadablePictures(root: string, file: string, data: unknown, lineOf: LineOf): Problem[] {
  return textsOf(data).flatMap(([keys, value]) => {
    const picture = path.join(root, 'content', value);
    if (!pictureLike.test(value) || !fs.statSync(picture, { throwIfNoEntry: false })?.isFile()) return [];
    const start = Buffer.alloc(32);
    const descriptor = fs.openSync(picture, 'r');
    fs.readSync(descriptor, start);
    fs.closeSync(descriptor);
    if (pictureStart.test(start.toString('latin1'))) return [];
    const message = `found "${value}", but that file is not a picture the site can show (PNG, JPEG, WebP or AVIF); export the picture again in one of those formats and save it as content/${value}`;
    return [{ file, line: lineOf(keys), field: fieldName(keys), message }];
  });
}

// Every file in a collection's folder (hidden files aside), so a misnamed one is reported too.
export function listCollection(root: string, name: CollectionName): string[] {
  const dir = path.join(root, collections[name].dir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .map((entry) => path.join(dir, entry));
}
