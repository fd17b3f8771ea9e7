// Build-time content loading (Node only): reads, parses and validates every file in content/.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import {
  collections,
  singletons,
  type BlogPostFrontmatter,
  type HomeContent,
  type ServiceFrontmatter,
  type SiteContent,
} from './schema.ts';
import type { Problem } from './problems.ts';

export type CollectionName = keyof typeof collections;
export type SingletonName = keyof typeof singletons;
interface CollectionData {
  services: ServiceFrontmatter;
  blog: BlogPostFrontmatter;
}
interface SingletonData {
  site: SiteContent;
  home: HomeContent;
}

export interface Entry<T = Record<string, unknown>> {
  slug: string;
  file: string; // from the repository root
  data: T;
  body: string;
  bodyLine: number; // the line in the file where the body starts
  lineOf: (keys: (string | number)[]) => number | undefined;
}

export interface Parsed<T> {
  value?: T;
  problems: Problem[];
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugOf(file: string): string {
  return path.basename(file).replace(/\.mdx?$/, '');
}

// Splits a Markdown file into its YAML frontmatter and body, keeping line numbers.
export function parseFrontmatterFile(
  file: string,
  raw: string,
): Parsed<{ yaml: string; yamlLine: number; body: string; bodyLine: number }> {
  if (raw.trim() === '') {
    return {
      problems: [
        {
          file,
          line: 1,
          message: 'the file is empty; it needs frontmatter between two lines of ---, then the text',
        },
      ],
    };
  }
  if (!/^---\r?\n/.test(raw)) {
    return {
      problems: [
        {
          file,
          line: 1,
          message:
            'the file has no frontmatter; start it with a line of --- , the fields, and another line of ---',
        },
      ],
    };
  }
  // gray-matter only splits the file; `yaml` parses it below, keeping line numbers for messages.
  // (Passing options also turns off gray-matter's cache, whose hits lack `.matter`.)
  const parsed = matter(raw, { engines: { yaml: { parse: () => ({}) } } });
  const yamlText = parsed.matter.replace(/^\r?\n/, '');
  const frontLines = raw.slice(0, raw.length - parsed.content.length).split('\n').length;
  if (!/\n---\s*(\r?\n|$)/.test(raw.slice(3))) {
    return {
      problems: [
        { file, line: 1, message: 'the frontmatter is never closed; add a line of --- after the last field' },
      ],
    };
  }
  return { value: { yaml: yamlText, yamlLine: 2, body: parsed.content, bodyLine: frontLines }, problems: [] };
}

// Parses YAML text, turning syntax errors into problems with the line they are on.
export function parseYaml(
  file: string,
  text: string,
  firstLine = 1,
): Parsed<{ data: unknown; lineOf: (keys: (string | number)[]) => number | undefined }> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = doc.errors.map((error) => {
    const offset = error.pos[0];
    const line = lineCounter.linePos(offset).line + firstLine - 1;
    return {
      file,
      line,
      message: `the YAML cannot be read: ${yamlReason(error.code, error.message, text, offset)}`,
    };
  });
  if (problems.length > 0) return { problems };
  const lineOf = (keys: (string | number)[]) => {
    const offset = offsetOf(doc, keys);
    return offset === undefined ? undefined : lineCounter.linePos(offset).line + firstLine - 1;
  };
  return { value: { data: doc.toJS() ?? {}, lineOf }, problems: [] };
}

function yamlReason(code: string, message: string, text: string, offset: number): string {
  if (text[offset] === '\t' || /tab/i.test(message))
    return 'a tab is used for indentation; use spaces instead';
  if (code === 'DUPLICATE_KEY') return 'a field is written twice; keep one of them';
  if (code === 'BAD_INDENT' || code === 'MISSING_CHAR')
    return `${message.split('\n')[0]}; check the indentation and the ":" after each field name`;
  return `${message.split('\n')[0]}; check the indentation and that text with a ":" is in quotes`;
}

function offsetOf(doc: Document, keys: (string | number)[]): number | undefined {
  let node: unknown = doc.contents;
  let offset: number | undefined = (doc.contents as { range?: number[] } | null)?.range?.[0];
  for (const key of keys) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair) return offset;
      offset = (pair.key as { range?: number[] }).range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as { range?: number[] } | undefined;
      if (!item) return offset;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      return offset;
    }
  }
  return offset;
}

// Validates data against a schema, one problem per issue, each with its line and field.
export function validate<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  lineOf: (keys: (string | number)[]) => number | undefined,
): Parsed<z.infer<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data, problems: [] };
  const problems = result.error.issues.map((issue) => describeIssue(file, schema, issue, data, lineOf));
  return { problems };
}

function describeIssue(
  file: string,
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
  data: unknown,
  lineOf: (keys: (string | number)[]) => number | undefined,
): Problem {
  const keys = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const field = keys.length
    ? keys.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join('')
    : undefined;
  const line = lineOf(keys);
  const found = valueAt(data, keys);
  if (issue.code === 'unrecognized_keys') {
    return {
      file,
      line: lineOf([...keys, issue.keys[0]]),
      field: issue.keys.join(', '),
      message: unknownKeyMessage(issue.keys, keysOfSchemaAt(schema, keys)),
    };
  }
  if (issue.code === 'invalid_type' && found === undefined) {
    return {
      file,
      line: lineOf(keys.slice(0, -1)),
      field,
      message: `is missing; add a line "${keys.at(-1)}: …" (${issue.message})`,
    };
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    if (Array.isArray(found)) {
      const need =
        issue.code === 'too_small'
          ? Number(issue.minimum) - found.length
          : found.length - Number(issue.maximum);
      const fix =
        issue.code === 'too_small'
          ? `add ${need === 1 ? 'one more line' : `${need} more lines`} starting with "- "`
          : `remove ${need === 1 ? 'one line' : `${need} lines`}`;
      return {
        file,
        line,
        field,
        message: `has ${found.length} item${found.length === 1 ? '' : 's'}, ${issue.message}; ${fix}`,
      };
    }
  }
  const shown = found === undefined ? '' : `found ${JSON.stringify(found)}, `;
  return { file, line, field, message: `${shown}${issue.message}` };
}

function valueAt(data: unknown, keys: (string | number)[]): unknown {
  return keys.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined,
    data,
  );
}

// The field names the schema allows at a path, for "did you mean" suggestions.
function keysOfSchemaAt(schema: z.ZodType, keys: (string | number)[]): string[] {
  let node: unknown = schema;
  for (const key of keys) {
    node = unwrap(node);
    const def = (node as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } }).def;
    if (def?.type === 'object' && typeof key === 'string') node = def.shape?.[key];
    else if (def?.type === 'array') node = def.element;
    else return [];
  }
  const def = (unwrap(node) as { def?: { type?: string; shape?: Record<string, unknown> } }).def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function unwrap(node: unknown): unknown {
  let current = node as { def?: { type?: string; innerType?: unknown } } | undefined;
  while (
    current?.def &&
    (current.def.type === 'optional' || current.def.type === 'nullable' || current.def.type === 'default')
  ) {
    current = current.def.innerType as typeof current;
  }
  return current;
}

export function unknownKeyMessage(keys: string[], known: string[]): string {
  const key = keys[0];
  const guess = closest(key, known);
  const base = `is not a field this kind of file has`;
  return guess
    ? `${base}; did you mean \`${guess}\`?`
    : known.length
      ? `${base}; remove it (the fields are: ${known.join(', ')})`
      : `${base}; remove it`;
}

export function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

export function readEntry<N extends CollectionName>(
  root: string,
  name: N,
  absoluteFile: string,
  raw = fs.readFileSync(absoluteFile, 'utf8'),
): Parsed<Entry<CollectionData[N]>> {
  const file = path.relative(root, absoluteFile).split(path.sep).join('/');
  const slug = slugOf(file);
  const problems: Problem[] = [];
  if (!slugPattern.test(slug)) {
    const suggestion = slug
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    problems.push({
      file,
      message: `the file name "${path.basename(file)}" must be lowercase words joined by hyphens; rename it to "${suggestion}.mdx"`,
    });
  }
  const split = parseFrontmatterFile(file, raw);
  if (!split.value) return { problems: [...problems, ...split.problems] };
  const yaml = parseYaml(file, split.value.yaml, split.value.yamlLine);
  if (!yaml.value) return { problems: [...problems, ...yaml.problems] };
  const schema = collections[name].schema;
  const checked = validate(file, schema, yaml.value.data, yaml.value.lineOf);
  problems.push(...checked.problems, ...missingImages(root, file, yaml.value.data, yaml.value.lineOf));
  if (problems.length) return { problems };
  return {
    value: {
      slug,
      file,
      data: checked.value as CollectionData[N],
      body: split.value.body,
      bodyLine: split.value.bodyLine,
      lineOf: yaml.value.lineOf,
    },
    problems,
  };
}

export function readSingleton<N extends SingletonName>(
  root: string,
  name: N,
  raw?: string,
): Parsed<SingletonData[N]> {
  const { file, schema } = singletons[name];
  const text = raw ?? fs.readFileSync(path.join(root, file), 'utf8');
  const yaml = parseYaml(file, text);
  if (!yaml.value) return { problems: yaml.problems };
  const checked = validate(file, schema, yaml.value.data, yaml.value.lineOf);
  const problems = [...checked.problems, ...missingImages(root, file, yaml.value.data, yaml.value.lineOf)];
  return problems.length ? { problems } : { value: checked.value as SingletonData[N], problems };
}

// Every string that names an image in content/images must point at a file that exists.
function missingImages(
  root: string,
  file: string,
  data: unknown,
  lineOf: (keys: (string | number)[]) => number | undefined,
  keys: (string | number)[] = [],
): Problem[] {
  if (typeof data === 'string') {
    if (
      /^images\//.test(data) &&
      /\.(png|jpe?g|webp|avif)$/i.test(data) &&
      !fs.existsSync(path.join(root, 'content', data))
    ) {
      return [
        {
          file,
          line: lineOf(keys),
          field: keys.join('.'),
          message: `the image "content/${data}" does not exist; add the picture to content/images or correct the path`,
        },
      ];
    }
    return [];
  }
  if (data && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) =>
      missingImages(root, file, value, lineOf, [...keys, Array.isArray(data) ? Number(key) : key]),
    );
  }
  return [];
}

export function listCollection(root: string, name: CollectionName): string[] {
  const dir = path.join(root, collections[name].dir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((entry) => /\.mdx?$/i.test(entry))
    .sort()
    .map((entry) => path.join(dir, entry));
}
