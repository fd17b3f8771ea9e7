// Build-time content loading (Node only): reads, parses and validates every file in content/.
import fs from 'node:fs';
import path from 'node:path';
import { compileSync } from '@mdx-js/mdx';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import {
  collections,
  singletons,
  type BlogPostFrontmatter,
  type HomeContent,
  type ServiceFrontmatter,
  type SiteContent,
} from '../../src/content/schema.ts';
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

type Keys = (string | number)[];
export type LineOf = (keys: Keys) => number | undefined;

export interface Entry<T = Record<string, unknown>> {
  slug: string;
  file: string; // from the repository root
  data: T;
  body: string;
  bodyLine: number; // the line in the file where the body starts
  lineOf: LineOf;
}

export interface Singleton<T> {
  file: string;
  data: T;
  lineOf: LineOf;
}

export interface Parsed<T> {
  value?: T;
  problems: Problem[];
  // The fields as written, even when some are wrong, for the rules that compare files.
  partial?: { file: string; slug: string; data: unknown; lineOf: LineOf };
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugOf(file: string): string {
  return path.basename(file).replace(/\.[^.]*$/, '');
}

// The file name an editor should use instead: "Web Development.md" → "web-development.mdx".
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

// Splits a Markdown file into its YAML frontmatter and body, keeping line numbers.
export function parseFrontmatterFile(
  file: string,
  raw: string,
  kind = 'a content file',
): Parsed<{ yaml: string; yamlLine: number; body: string; bodyLine: number }> {
  const problem = (message: string, line = 1): Parsed<never> => ({
    problems: [{ file, line, field: 'frontmatter', message }],
  });
  const start = `${kind} starts with its fields between two lines of "---"`;
  if (raw.trim() === '')
    return problem(
      `the file is empty, but ${start}; copy the top of a similar file, or create it with npm run new`,
    );
  if (!/^---[ \t]*\r?\n/.test(raw)) {
    const first = raw.split('\n').findIndex((line) => line.trim() !== '');
    if (/^---\s*$/.test(raw.split('\n')[first]))
      return problem(`found empty lines above the first "---", but ${start}; remove the empty lines`);
    return problem(
      `found no "---" on the first line, but ${start}; add a line "---" at the very top, then the fields, then another "---"`,
    );
  }
  const lines = raw.split('\n');
  const close = lines.findIndex((line, index) => index > 0 && /^---[ \t]*\r?$/.test(line));
  if (close < 0)
    return problem(
      'the fields start with "---" on line 1 but are never closed; add a line "---" after the last field',
    );
  // Split by lines rather than with a frontmatter library, so line numbers stay exact.
  const yaml = lines.slice(1, close).join('\n');
  return {
    value: { yaml, yamlLine: 2, body: lines.slice(close + 1).join('\n'), bodyLine: close + 2 },
    problems: [],
  };
}

// Parses YAML text, turning syntax errors into problems with the line they are on.
export function parseYaml(
  file: string,
  text: string,
  firstLine = 1,
): Parsed<{ data: unknown; lineOf: LineOf; valueLineOf: LineOf }> {
  const original = text.split('\n');
  const problems = yamlSyntaxProblems(original).map(({ index, code, message }) => ({
    file,
    line: index + firstLine,
    field: fieldOnLine(original, index),
    message: yamlReason(code, message, original, index, firstLine),
  }));
  if (problems.length > 0) return { problems };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const toLine = (offset: number | undefined) =>
    offset === undefined ? undefined : lineCounter.linePos(offset).line + firstLine - 1;
  return {
    value: {
      data: doc.toJS() ?? {},
      lineOf: (keys) => toLine(offsetOf(doc, keys, 'key')),
      valueLineOf: (keys) => toLine(offsetOf(doc, keys, 'value')),
    },
    problems: [],
  };
}

// One slip (a tab, a stray quote) makes the parser trip over every line after it. So each error is
// recorded, its line (and the lines nested under it) blanked out, and the text parsed again: what
// remains are the independent mistakes, each reported once, on the line where it is.
function yamlSyntaxProblems(original: string[]): { index: number; code: string; message: string }[] {
  const lines = [...original];
  const found: { index: number; code: string; message: string }[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    const lineCounter = new LineCounter();
    const doc = parseDocument(lines.join('\n'), { lineCounter, prettyErrors: false, uniqueKeys: true });
    const error = doc.errors[0];
    if (!error) break;
    let index = lineCounter.linePos(error.pos[0]).line - 1;
    let code: string = error.code;
    // An error noticed at the end of the text belongs to the last line that has something on it.
    while (index > 0 && (lines[index] ?? '').trim() === '') index--;
    // An unclosed quote or [ is noticed where the text ends; the mistake is where it opens.
    if (/quote/i.test(error.message)) {
      const opened = lines.findLastIndex((line, i) => i <= index && unbalancedQuote(line));
      if (opened >= 0) index = opened;
    } else if (/end with a [\]}]/.test(error.message)) {
      const opened = lines.findLastIndex(
        (line, i) => i <= index && /:\s*[[{]/.test(line) && !/[\]}]\s*$/.test(line),
      );
      if (opened >= 0) [index, code] = [opened, 'UNCLOSED_BRACKET'];
    } else if (/IMPLICIT_KEY/.test(code) && /:\s+\S/.test(lines[index])) {
      // "phone: 1" followed by a line indented further: the second line is the one out of place.
      const next = lines.findIndex((line, i) => i > index && line.trim() !== '');
      if (next > 0 && indentOf(lines[next]) > indentOf(lines[index])) [index, code] = [next, 'OVER_INDENTED'];
    }
    if (found.some((earlier) => earlier.index === index) || index >= lines.length) {
      // The same line again: blank it without a second report, or give up if it is already blank.
      if (lines[index]?.trim() === '' || index >= lines.length) break;
    } else {
      found.push({ index, code, message: error.message });
    }
    const indent = /^\s*/.exec(lines[index])![0].length;
    lines[index] = '';
    for (let next = index + 1; next < lines.length; next++) {
      if (lines[next].trim() === '') continue;
      if (/^\s*/.exec(lines[next])![0].length <= indent) break;
      lines[next] = '';
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;
const unbalancedQuote = (line: string) =>
  (line.replace(/\\"/g, '').match(/"/g) ?? []).length % 2 === 1 || (line.match(/'/g) ?? []).length % 2 === 1;

// The field a broken line belongs to: its own key, or the key of the nearest line above it that
// is less indented (for list items).
function fieldOnLine(lines: string[], index: number): string | undefined {
  const keyPattern = /^(\s*)(?:-\s+)?["']?([A-Za-z_][\w-]*)["']?\s*:(\s|$)/;
  const own = keyPattern.exec(lines[index] ?? '');
  if (own) return own[2];
  const indent = /^\s*/.exec(lines[index] ?? '')![0].replace(/\t/g, '  ').length;
  for (let i = index - 1; i >= 0; i--) {
    const match = keyPattern.exec(lines[i]);
    if (match && match[1].length <= indent) return match[2];
  }
  return undefined;
}

function yamlReason(
  code: string,
  message: string,
  lines: string[],
  index: number,
  firstLine: number,
): string {
  const line = lines[index] ?? '';
  if (code === 'TAB_AS_INDENT' || /^\s*\t/.test(line))
    return 'the line is indented with a tab, but YAML only accepts spaces; replace the tab with spaces (two per level)';
  if (code === 'DUPLICATE_KEY') {
    const key = fieldOnLine(lines, index);
    const first = lines.findIndex(
      (other, i) => i < index && key && new RegExp(`^\\s*${key}\\s*:`).test(other),
    );
    const where = first >= 0 ? ` (first on line ${first + firstLine})` : '';
    return `is written twice${where}, but each field may appear once; keep one of them and delete the other`;
  }
  if (/closing "?quote/i.test(message) || (code === 'MISSING_CHAR' && /["']/.test(line)))
    return 'a quote (" or \') is opened but never closed; add the closing quote at the end of the text';
  if (code === 'OVER_INDENTED')
    return 'is indented further than the field above it; line it up with the fields around it (or put the text above it in quotes if it belongs to it)';
  if (code === 'UNCLOSED_BRACKET')
    return 'a list or group opened with "[" or "{" is never closed; add the closing "]" or "}" at the end of the line';
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && /:\s.*:\s/.test(line))
    return 'the text contains ": ", which YAML reads as the start of another field; put the whole text in quotes, such as title: \'Design: the basics\'';
  return `cannot be read as YAML (${message.split('\n')[0].replace(/\.$/, '')}); check that the line is indented with spaces like the fields around it, and that text containing ": " or " #" is in quotes`;
}

function offsetOf(doc: Document, keys: Keys, target: 'key' | 'value'): number | undefined {
  let node: unknown = doc.contents;
  let offset: number | undefined = (doc.contents as { range?: number[] } | null)?.range?.[0];
  for (const [index, key] of keys.entries()) {
    const last = index === keys.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair) return offset;
      const valueStart = (pair.value as { range?: number[] } | null)?.range?.[0];
      offset =
        last && target === 'value' && valueStart !== undefined
          ? valueStart
          : ((pair.key as { range?: number[] }).range?.[0] ?? offset);
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

const fieldName = (keys: Keys) =>
  keys.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join('');

// Validates data against a schema: one problem per field, each with its line and what to do.
export function validate<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  lines: { lineOf: LineOf; valueLineOf?: LineOf; firstLine?: number },
  kind = 'this file',
): Parsed<z.infer<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { value: result.data, problems: [] };
  const byField = new Map<string, DescribedProblem>();
  const suggested = new Set<string>();
  for (const issue of result.error.issues) {
    for (const problem of describeIssue(file, schema, issue, data, lines, kind)) {
      const key = problem.field ?? '';
      if (!byField.has(key)) byField.set(key, problem);
      if (problem.suggestion) suggested.add(problem.suggestion);
    }
  }
  // A misspelt field is reported once, as the misspelling: "titel: did you mean `title`?".
  const problems = [...byField.values()]
    .filter((problem) => !(problem.missing && problem.field && suggested.has(problem.field)))
    .map(({ file: f, line, field, message }) => ({ file: f, line, field, message }));
  return { problems };
}

interface DescribedProblem extends Problem {
  missing?: boolean;
  suggestion?: string;
}

function describeIssue(
  file: string,
  schema: z.ZodType,
  issue: z.core.$ZodIssue,
  data: unknown,
  {
    lineOf,
    valueLineOf = lineOf,
    firstLine = 1,
  }: { lineOf: LineOf; valueLineOf?: LineOf; firstLine?: number },
  kind: string,
): DescribedProblem[] {
  const keys = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const field = keys.length ? fieldName(keys) : undefined;
  const found = valueAt(data, keys);
  const at = schemaAt(schema, keys);
  const what = at?.description;
  const owner = keys.length ? `of "${fieldName(keys)}"` : `of ${kind}`;

  if (issue.code === 'unrecognized_keys') {
    const known = keysOf(at);
    return issue.keys.map((key) => {
      const guess = closest(key, known);
      return {
        file,
        line: lineOf([...keys, key]),
        field: fieldName([...keys, key]),
        suggestion: guess && fieldName([...keys, guess]),
        message: guess
          ? `is not a field ${owner}; did you mean \`${guess}\`? Correct the spelling`
          : `is not a field ${owner}; remove the line${known.length ? ` (the fields are: ${known.join(', ')})` : ''}`,
      };
    });
  }
  if (!keys.length && (issue.code === 'invalid_type' || found === null || typeof found !== 'object')) {
    return [
      {
        file,
        line: firstLine,
        field: 'frontmatter',
        message: `found ${show(found)}, but ${kind} is a list of fields, one per line, written "name: value"; write the fields that way`,
      },
    ];
  }
  const last = keys.at(-1);
  if (issue.code === 'invalid_type' && found === undefined) {
    const parent = keys.slice(0, -1);
    const under = parent.length
      ? ` under "${String(parent.filter((key) => typeof key === 'string').at(-1))}:"`
      : '';
    const type = (unwrap(at) as { def?: { type?: string } } | undefined)?.def?.type;
    const add =
      type === 'object'
        ? `add "${last}:"${under} with its fields below it (see content/README.md)`
        : type === 'array'
          ? `add "${last}:"${under} with ${what ?? 'its items'} below it`
          : `add a line "${last}: …"${under} with ${what ?? 'a value'}${type === 'enum' ? ` (one of: ${enumValues(at).join(', ')})` : ''}`;
    return [
      {
        file,
        line: parent.length ? lineOf(parent) : firstLine,
        field,
        missing: true,
        message: `is missing; ${add}`,
      },
    ];
  }
  if (found === null || (typeof found === 'string' && found.trim() === '')) {
    const type = (unwrap(at) as { def?: { type?: string } } | undefined)?.def?.type;
    const after = typeof last === 'number' ? 'after the "- "' : `after "${last}:"`;
    const fix =
      type === 'object'
        ? 'add its fields below it, indented by two more spaces'
        : type === 'array'
          ? `write ${what ?? 'its items'} below it`
          : `write ${what ?? 'a value'} ${after}`;
    return [{ file, line: lineOf(keys), field, message: `is empty; ${fix}` }];
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && Array.isArray(found)) {
    const count = found.length;
    const need = issue.code === 'too_small' ? Number(issue.minimum) - count : count - Number(issue.maximum);
    const fix =
      issue.code === 'too_small'
        ? `add ${need === 1 ? 'one more line' : `${need} more lines`} starting with "- "`
        : `remove ${need === 1 ? 'one line' : `${need} lines`}`;
    return [
      {
        file,
        line: valueLineOf(keys),
        field,
        message: `has ${plural(count, 'item')}, ${issue.message.replace(/^needs/, 'but needs').replace(/^can/, 'but can')}; ${fix}`,
      },
    ];
  }
  if (issue.code === 'invalid_value' && typeof found === 'string') {
    const options = issue.values.map(String);
    const guess = closest(found, options);
    const fix = guess ? `did you mean "${guess}"?` : 'pick one of them';
    return [{ file, line: lineOf(keys), field, message: `found ${show(found)}, ${issue.message}; ${fix}` }];
  }
  let message = issue.message;
  if (!message.includes(';')) message += `; ${typeFix(issue, found, last)}`;
  return [{ file, line: lineOf(keys), field, message: `found ${show(found)}, ${message}` }];
}

// What to do when a value has the wrong type, judged by what was written.
function typeFix(issue: z.core.$ZodIssue, found: unknown, key: string | number | undefined): string {
  const expected = issue.code === 'invalid_type' ? issue.expected : undefined;
  if (expected === 'string' && (typeof found === 'number' || typeof found === 'boolean'))
    return `put it in quotes: '${String(found)}'`;
  if (expected === 'string' && typeof found === 'object')
    return `write the text on the same line, after "${key}:"`;
  if (expected === 'boolean') return 'write true or false, without quotes';
  if (expected === 'number') return 'write just the number, without quotes';
  if (expected === 'array') return `put each item on its own line below "${key}:", starting with "- "`;
  if (expected === 'object')
    return `put its fields on the lines below "${key}:", indented by two more spaces`;
  return 'correct it';
}

function show(value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 100 ? `${value.slice(0, 97)}…` : value);
  if (Array.isArray(value)) return `a list of ${plural(value.length, 'item')}`;
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

function valueAt(data: unknown, keys: Keys): unknown {
  return keys.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined,
    data,
  );
}

interface SchemaNode {
  description?: string;
  def?: { type?: string; shape?: Record<string, SchemaNode>; element?: SchemaNode; innerType?: SchemaNode };
}

// The part of a schema that describes the value at a path, for descriptions and field names.
function schemaAt(schema: z.ZodType, keys: Keys): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema as unknown as SchemaNode;
  for (const key of keys) {
    const inner = unwrap(node);
    const def = inner?.def;
    if (def?.type === 'object' && typeof key === 'string') node = def.shape?.[key];
    else if (def?.type === 'array') node = def.element;
    else return undefined;
  }
  return node;
}

function enumValues(node: SchemaNode | undefined): string[] {
  return (unwrap(node) as { options?: string[] } | undefined)?.options ?? [];
}

function keysOf(node: SchemaNode | undefined): string[] {
  const def = unwrap(node)?.def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

function unwrap(node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node;
  while (current?.def && ['optional', 'nullable', 'default'].includes(current.def.type ?? ''))
    current = current.def.innerType;
  return current;
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

// MDX compiles the body; a syntax error becomes a problem on the file's own line number.
const bodyCache = new Map<string, Omit<Problem, 'file'>[]>();
export function checkBody(file: string, body: string, bodyLine: number): Problem[] {
  const source = '\n'.repeat(bodyLine - 1) + body;
  let found = bodyCache.get(source);
  if (!found) {
    found = [];
    const components: Omit<Problem, 'file'>[] = found;
    try {
      compileSync(source, {
        remarkPlugins: [() => (tree) => collectComponents(tree, components)],
      });
    } catch (error) {
      const {
        line,
        reason,
        ruleId,
        source: origin,
      } = error as {
        line?: number;
        reason?: string;
        ruleId?: string;
        source?: string;
      };
      found.push({
        line: line ?? bodyLine,
        field: 'body',
        message: mdxReason(reason ?? String(error), ruleId, origin),
      });
    }
    bodyCache.set(source, found);
  }
  return found.map((problem) => ({ file, ...problem }));
}

interface MdastNode {
  type: string;
  name?: string | null;
  position?: { start: { line: number } };
  children?: MdastNode[];
}

// The site's MDX has no components of its own (src/mdx/MDXComponents.tsx only restyles HTML), so a
// capitalised tag would crash the page.
function collectComponents(tree: unknown, out: Omit<Problem, 'file'>[]) {
  const walk = (node: MdastNode) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      /^[A-Z]/.test(node.name)
    )
      out.push({
        line: node.position?.start.line,
        field: 'body',
        message: `uses <${node.name}>, but the site has no such component; remove the tag (plain text, Markdown and HTML tags such as <strong> work)`,
      });
    else if (node.type === 'mdxjsEsm')
      out.push({
        line: node.position?.start.line,
        field: 'body',
        message: 'has an import or export line, but the text may not load code; remove the line',
      });
    node.children?.forEach(walk);
  };
  walk(tree as MdastNode);
}

function mdxReason(reason: string, ruleId: string | undefined, origin: string | undefined): string {
  const tag = /closing tag for `<([^`>\s]+)[^`]*>`/.exec(reason)?.[1];
  if (ruleId === 'end-tag-mismatch' && tag && /before the end of/.test(reason))
    return `has <${tag}> without a closing </${tag}>; add </${tag}> where it should end, or remove the tag`;
  if (ruleId === 'end-tag-mismatch' || ruleId === 'unexpected-closing-slash')
    return 'has a closing tag (</…>) that does not match an opening tag; remove it or add the matching opening tag';
  if (origin?.includes('expression') && ruleId === 'unexpected-eof')
    return 'has a "{" that is never closed, and MDX reads { … } as code; add the closing "}" or write \\{ to show a brace';
  if (origin?.includes('expression'))
    return 'has { … } that is not valid code, and MDX reads { … } as code; write \\{ and \\} to show braces as text';
  if (origin?.includes('jsx') && /before name/.test(reason))
    return 'has a "<" that does not start a tag; write \\< (or &lt;) to show the "<" character';
  return `cannot be read as MDX (${reason.replace(/\.$/, '')}); check the tags (<…>) and braces ({…}) on this line`;
}

function renameAdvice(absoluteFile: string, slug: string): string {
  const better = slugify(slug) || 'my-title';
  const taken = (name: string) => fs.existsSync(path.join(path.dirname(absoluteFile), `${name}.mdx`));
  if (!taken(better)) return `rename the file to "${better}.mdx"`;
  let free = 2;
  while (taken(`${better}-${free}`)) free++;
  return `rename the file, to "${better}-${free}.mdx" for example ("${better}.mdx" is taken)`;
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
  if (!['.mdx', '.md', '.markdown', '.txt', ''].includes(ext.toLowerCase()))
    return {
      problems: [
        {
          file,
          field: 'file name',
          message: `"${base}" is not a text file, but ${collections[name].dir}/ holds only .mdx files; move it out (pictures belong in content/images/)`,
        },
      ],
    };
  if (!slugPattern.test(slug) || ext !== '.mdx') {
    const what = [
      /[A-Z]/.test(slug) && 'capital letters',
      /\s/.test(slug) && 'spaces',
      /[^A-Za-z0-9\s-]/.test(slug) && 'characters other than letters, digits and hyphens',
      ext !== '.mdx' && `the ending "${ext || 'nothing'}" instead of ".mdx"`,
    ].filter(Boolean);
    problems.push({
      file,
      field: 'file name',
      message: `"${base}" has ${what.length ? what.join(' and ') : 'hyphens in the wrong places'}, but file names are lowercase words joined by hyphens, ending in .mdx (the name becomes the page address); ${renameAdvice(absoluteFile, slug)}`,
    });
  }
  const split = parseFrontmatterFile(file, raw.replace(/^\uFEFF/, ''), kind);
  if (!split.value) return { problems: [...problems, ...split.problems] };
  const { yaml: yamlText, yamlLine, body, bodyLine } = split.value;
  problems.push(...checkBody(file, body, bodyLine));
  const yaml = parseYaml(file, yamlText, yamlLine);
  if (!yaml.value) return { problems: [...problems, ...yaml.problems] };
  const checked = validate(file, schema, yaml.value.data, { ...yaml.value, firstLine: yamlLine }, kind);
  problems.push(...checked.problems, ...missingImages(root, file, yaml.value.data, yaml.value.lineOf));
  const partial = { file, slug, data: yaml.value.data, lineOf: yaml.value.lineOf };
  if (problems.length) return { problems, partial };
  return {
    value: {
      slug,
      file,
      data: checked.value as CollectionData[N],
      body,
      bodyLine,
      lineOf: yaml.value.lineOf,
    },
    problems,
    partial,
  };
}

export function readSingleton<N extends SingletonName>(
  root: string,
  name: N,
  raw?: string,
): Parsed<Singleton<SingletonData[N]>> {
  const { file, schema, kind } = singletons[name];
  let text = raw;
  if (text === undefined) {
    if (!fs.existsSync(path.join(root, file)))
      return {
        problems: [
          {
            file,
            field: 'file',
            message: `is missing, but the site needs it; restore it from the repository's history (git checkout -- ${file})`,
          },
        ],
      };
    text = fs.readFileSync(path.join(root, file), 'utf8');
  }
  if (text.trim() === '')
    return {
      problems: [
        {
          file,
          line: 1,
          field: 'file',
          message: `is empty, but the site needs its texts; restore it (git checkout -- ${file})`,
        },
      ],
    };
  const yaml = parseYaml(file, text.replace(/^\uFEFF/, ''));
  if (!yaml.value) return { problems: yaml.problems };
  const checked = validate(file, schema, yaml.value.data, yaml.value, kind);
  const problems = [...checked.problems, ...missingImages(root, file, yaml.value.data, yaml.value.lineOf)];
  return problems.length
    ? { problems }
    : { value: { file, data: checked.value as SingletonData[N], lineOf: yaml.value.lineOf }, problems };
}

// Every string that names an image in content/images must point at a file that exists.
function missingImages(
  root: string,
  file: string,
  data: unknown,
  lineOf: LineOf,
  keys: Keys = [],
): Problem[] {
  if (typeof data === 'string') {
    if (
      /^images\/\S+\.(png|jpe?g|webp|avif)$/i.test(data) &&
      !fs.existsSync(path.join(root, 'content', data))
    ) {
      const folder = path.posix.dirname(`content/${data}`);
      const present = fs.existsSync(path.join(root, folder))
        ? fs.readdirSync(path.join(root, folder)).filter((name) => /\.(png|jpe?g|webp|avif)$/i.test(name))
        : [];
      const guess = closest(path.posix.basename(data), present);
      const fix = guess
        ? `did you mean "${path.posix.dirname(data)}/${guess}"?`
        : `add the picture to ${folder}/ or correct the path${present.length ? ` (the pictures there are: ${present.join(', ')})` : ''}`;
      return [
        {
          file,
          line: lineOf(keys),
          field: fieldName(keys),
          message: `found "${data}", but there is no picture content/${data}; ${fix}`,
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
