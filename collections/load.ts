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

export interface Singleton<T> {
  file: string;
  data: T;
  lineOf: LineOf;
}

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
  raw = fs.readFileSync(absoluteFile, 'utf8'),
): Parsed<Entry<CollectionData[N]>> {
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
  // A field missing from the frontmatter is reported where the fields start, below the "---".
  const checked = validate(file, schema, yaml.value.data, { ...yaml.value, firstLine: 2 }, kind);
  problems.push(...checked.problems, ...missingImages(root, file, yaml.value.data, yaml.value.lineOf));
  const partial = { file, slug, data: yaml.value.data, lineOf: yaml.value.lineOf };
  if (problems.length) return { problems, partial };
  const data = checked.value as CollectionData[N];
  return { value: { slug, file, data, body, bodyLine }, problems, partial };
}

export function readSingleton<N extends SingletonName>(
  root: string,
  name: N,
): Parsed<Singleton<SingletonData[N]>> {
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
  const checked = validate(file, schema, yaml.value.data, yaml.value, kind);
  const problems = [...checked.problems, ...missingImages(root, file, yaml.value.data, yaml.value.lineOf)];
  return problems.length
    ? { problems }
    : { value: { file, data: checked.value as SingletonData[N], lineOf: yaml.value.lineOf }, problems };
}

// Pictures named in content must exist in content/images.
function missingImages(
  root: string,
  file: string,
  data: unknown,
  lineOf: LineOf,
  keys: Keys = [],
): Problem[] {
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) =>
      missingImages(root, file, value, lineOf, [...keys, Array.isArray(data) ? Number(key) : key]),
    );
  }
  if (typeof data !== 'string' || !pictureLike.test(data) || fs.existsSync(path.join(root, 'content', data)))
    return [];
  const folder = path.posix.dirname(`content/${data}`);
  const present = fs.existsSync(path.join(root, folder))
    ? fs.readdirSync(path.join(root, folder)).filter((name) => pictureFile.test(name))
    : [];
  const guess = closest(path.posix.basename(data), present);
  const fix = guess
    ? `did you mean "${path.posix.dirname(data)}/${guess}"?`
    : `add the picture to ${folder}/ or correct the path${present.length ? ` (the pictures there are: ${present.join(', ')})` : ''}`;
  const message = `found "${data}", but there is no picture content/${data}; ${fix}`;
  return [{ file, line: lineOf(keys), field: fieldName(keys), message }];
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
