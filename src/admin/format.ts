// How the CMS reads and writes content files. Decap's own serializer rewrites the whole file (it
// reflows long lines, drops comments, re-quotes); this one edits the original text in place, so a
// save changes exactly the lines of the fields that changed and the file stays Prettier-clean.
import {
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  Scalar,
  stringify,
  type Node,
  type ToStringOptions,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

export type Data = Record<string, unknown>;

// The original text travels with the entry's data under this key, so `toFile` can patch it.
export const sourceKey = '__source';

// Matches the repository's Prettier settings (single quotes, 110 columns).
const printWidth = 110;
const yamlOptions: ToStringOptions = { lineWidth: 0, singleQuote: true, indentSeq: true };

class CannotPatch extends Error {}

interface Edit {
  start: number;
  end: number;
  text: string;
}

// Plain data only (what YAML parses to); node:util's version is not available in the browser.
export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => isDeepStrictEqual(item, b[index]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && isDeepStrictEqual((a as Data)[key], (b as Data)[key]))
    );
  }
  return false;
}

// A value the CMS leaves empty is written as "no such field", like a field that was never there.
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, item]) => key !== sourceKey && !isEmpty(item))
        .map(([key, item]) => [key, withoutEmpty(item)]),
    );
  }
  return value;
}

// Orders keys as the CMS form lists them (the schema's order); unknown keys keep their place at the end.
function ordered(data: Data, order: string[]): Data {
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
}

export function renderYaml(data: Data, order: string[] = []): string {
  const clean = withoutEmpty(data) as Data;
  return Object.keys(clean).length ? stringify(ordered(clean, order), yamlOptions) : '';
}

// Writes `next` into the YAML text `source`, touching only what differs.
export function patchYaml(source: string, next: Data, order: string[] = []): string {
  const expected = withoutEmpty(next);
  const doc = parseDocument(source);
  if (doc.errors.length === 0 && isMap(doc.contents)) {
    try {
      const edits: Edit[] = [];
      patchMap(source, doc.contents, expected as Data, order, edits);
      let text = source;
      // Last in the file first, so earlier offsets stay valid; at one offset, the first edit ends up first.
      const sorted = edits
        .map((edit, index) => ({ ...edit, index }))
        .sort((a, b) => b.start - a.start || b.end - a.end || b.index - a.index);
      for (const edit of sorted) {
        text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
      }
      // The patched text must read back as exactly the new data; anything else falls back below.
      const check = parseDocument(text);
      if (check.errors.length === 0 && isDeepStrictEqual(check.toJS() ?? {}, expected)) return text;
    } catch (error) {
      if (!(error instanceof CannotPatch)) throw error;
    }
  }
  return renderYaml(next, order);
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
const columnOf = (text: string, offset: number) => offset - lineStart(text, offset);

// The offset just after the last visible character of a node (before trailing blank lines).
function contentEnd(text: string, node: Node): number {
  let end = node.range?.[1] ?? 0;
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  return end;
}

// The end of the line on which `offset` lies, before its line break (comments on it included).
function lineEnd(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end;
}

// Renders a value to stand after "key:" or "- "; nested lines start at `column` of the file.
function renderValue(value: unknown, column: number, original?: Scalar): string {
  if (typeof value === 'string' && original && !value.includes('\n')) {
    if (original.type === Scalar.BLOCK_FOLDED) return foldedBlock(value, column);
    if (original.type === Scalar.QUOTE_DOUBLE && value.includes("'") && !value.includes('"'))
      return stringify(value, { ...yamlOptions, singleQuote: false }).trimEnd();
  }
  // Rendered as the value of a key at column 0, nested lines start at column 2; shift them under ours.
  const [first, ...rest] = stringify({ k: value }, yamlOptions).replace(/\n$/, '').slice(2).split('\n');
  const shifted = rest.map((line) => (line ? ' '.repeat(column - 2) + line : line));
  return [first.trimStart(), ...shifted].join('\n');
}

// A ">-" block wrapped at the print width, the way the files in content/ are written.
function foldedBlock(value: string, indent: number): string {
  const words = value.trim().split(' ');
  if (words.some((word) => word === '') || value.trim() !== value) throw new CannotPatch();
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && indent + line.length + 1 + word.length > printWidth) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return `>-\n${lines.map((text) => ' '.repeat(indent) + text).join('\n')}`;
}

function keyOf(node: unknown): string {
  if (isScalar(node)) return String(node.value);
  throw new CannotPatch();
}

function patchMap(text: string, map: YAMLMap, next: Data, order: string[], edits: Edit[]): void {
  if (map.flow || map.items.length === 0) throw new CannotPatch();
  const column = columnOf(text, (map.items[0].key as Node).range![0]);
  const present = new Set<string>();
  for (const [index, pair] of map.items.entries()) {
    const key = keyOf(pair.key);
    present.add(key);
    if (!(key in next)) {
      // Removes the field's lines, from the key to the end of its value.
      const start = lineStart(text, (pair.key as Node).range![0]);
      const valueEnd = pair.value ? contentEnd(text, pair.value as Node) : (pair.key as Node).range![1];
      const end = Math.min(lineEnd(text, valueEnd) + 1, text.length);
      if (index === map.items.length - 1 && index > 0) {
        const previous = map.items[index - 1];
        const previousEnd = lineEnd(text, contentEnd(text, (previous.value ?? previous.key) as Node));
        edits.push({ start: previousEnd, end: lineEnd(text, valueEnd), text: '' });
      } else edits.push({ start, end, text: '' });
      continue;
    }
    const value = pair.value as Node | null;
    if (value === null || (isScalar(value) && value.range === undefined)) throw new CannotPatch();
    patchNode(text, value, next[key], column + 2, edits);
  }
  // New fields go after the field that precedes them in the form, or first.
  const original = new Set(present);
  const keys = order.length ? Object.keys(ordered(next, order)) : Object.keys(next);
  for (const [position, key] of keys.entries()) {
    if (present.has(key)) continue;
    const before = keys
      .slice(0, position)
      .reverse()
      .find((candidate) => original.has(candidate));
    const rendered = `${stringify(key, yamlOptions).trimEnd()}:${renderPairValue(next[key], column + 2)}`;
    if (before === undefined) {
      const first = lineStart(text, (map.items[0].key as Node).range![0]);
      edits.push({ start: first, end: first, text: `${' '.repeat(column)}${rendered}\n` });
    } else {
      const pair = map.items.find((item) => keyOf(item.key) === before)!;
      const end = lineEnd(text, contentEnd(text, (pair.value ?? pair.key) as Node));
      edits.push({ start: end, end, text: `\n${' '.repeat(column)}${rendered}` });
    }
  }
}

function renderPairValue(value: unknown, column: number): string {
  const rendered = renderValue(value, column);
  return rendered.startsWith('\n') ? rendered : ` ${rendered}`;
}

function patchNode(text: string, node: Node, value: unknown, column: number, edits: Edit[]): void {
  if (isScalar(node)) {
    if (isDeepStrictEqual(node.value, value)) return;
    if (value !== null && typeof value === 'object') throw new CannotPatch();
    const [start] = node.range!;
    edits.push({ start, end: contentEnd(text, node), text: renderValue(value, column, node) });
    return;
  }
  if (isMap(node)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new CannotPatch();
    patchMap(text, node, value as Data, [], edits);
    return;
  }
  if (isSeq(node)) {
    if (!Array.isArray(value)) throw new CannotPatch();
    patchSeq(text, node, value, edits);
    return;
  }
  throw new CannotPatch();
}

function patchSeq(text: string, seq: YAMLSeq, next: unknown[], edits: Edit[]): void {
  if (seq.flow || seq.items.length === 0 || next.length === 0) throw new CannotPatch();
  const items = seq.items as Node[];
  // The column of the "- " of each item.
  const dash = leadingSpaces(text, items[0]);
  const inner = columnOf(text, items[0].range![0]);
  for (const [index, item] of items.entries()) {
    if (index < next.length) patchNode(text, item, next[index], inner, edits);
  }
  if (next.length > items.length) {
    const end = lineEnd(text, contentEnd(text, items.at(-1)!));
    const added = next
      .slice(items.length)
      .map((value) => `\n${' '.repeat(dash)}- ${renderValue(value, inner).replace(/^\n\s*/, '')}`);
    edits.push({ start: end, end, text: added.join('') });
  } else if (next.length < items.length) {
    const start = lineEnd(text, contentEnd(text, items[next.length - 1]));
    edits.push({ start, end: lineEnd(text, contentEnd(text, items.at(-1)!)), text: '' });
  }
}

function leadingSpaces(text: string, item: Node): number {
  const start = lineStart(text, item.range![0]);
  return /^ */.exec(text.slice(start))![0].length;
}

export interface FrontmatterFile {
  data: Data;
  body: string;
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

export function splitFrontmatter(content: string): { yaml: string; body: string } {
  const match = frontmatterPattern.exec(content);
  if (!match || match.index !== 0) return { yaml: '', body: content };
  return { yaml: match[1], body: content.slice(match[0].length) };
}

// Decap's format interface: the file's fields plus `body`, and the original text to patch later.
export const frontmatterFormat = {
  fromFile(content: string): Data {
    const { yaml, body } = splitFrontmatter(content);
    const data = (parse(yaml) ?? {}) as Data;
    return { ...data, ...(body.trim() ? { body: body.replace(/^\r?\n/, '') } : {}), [sourceKey]: content };
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const { body = '', [sourceKey]: source, ...fields } = data;
    const original = typeof source === 'string' ? splitFrontmatter(source) : undefined;
    const yaml = original ? patchYaml(original.yaml, fields, sortedKeys) : renderYaml(fields, sortedKeys);
    const text = String(body).trim();
    // The body keeps its bytes unless its text changed; Markdown editors trim and re-wrap freely.
    const keep = original && original.body.trim() === text;
    const tail = keep ? original.body : text ? `\n${text}\n` : '';
    return `---\n${yaml}---\n${tail}`;
  },
};

export const yamlFormat = {
  fromFile(content: string): Data {
    return { ...((parse(content) ?? {}) as Data), [sourceKey]: content };
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const { [sourceKey]: source, ...fields } = data;
    return typeof source === 'string'
      ? patchYaml(source, fields, sortedKeys)
      : renderYaml(fields, sortedKeys);
  },
};
