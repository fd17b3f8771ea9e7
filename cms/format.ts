// The CMS's file formats: a save edits the YAML document in place, so only the changed lines change.
import { isMap, isScalar, isSeq, parse, Scalar, stringify, type Document, type YAMLMap } from 'yaml';
import { picturePath } from '../collections/paths.ts';
import { yamlDocument, yamlStyle } from '../collections/yaml.ts';

export type Data = Record<string, unknown>;

export const sourceKey = '__source'; // the original text, in the entry's data for `toFile` to edit

export function fieldsOf(data: Data): Data {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'body' && key !== sourceKey));
}

// Plain data only (what YAML parses to); node:util's version is not available in the browser.
export function isDeepStrictEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b))
    return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && isDeepStrictEqual((a as Data)[key], (b as Data)[key]))
  );
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
  return Object.keys(clean).length ? stringify(ordered(clean, order), yamlStyle) : '';
}

export function patchYaml(source: string, next: Data, order: string[] = []): string {
  const text = writeFields(yamlDocument(source), next, order);
  // yaml sets the comment that ends the fields off by a blank line: it keeps one only where the file had it.
  const unspaced = /[^\r\n]\r?\n(#.*\r?\n)+$/.test(source) ? text.replace(/\n\n((#.*\n)+)$/, '\n$1') : text;
  return unspaced.replace(/\r?\n/g, lineBreakOf(source));
}

const lineBreakOf = (source: string) => (source.includes('\r\n') ? '\r\n' : '\n');

function writeFields(doc: Document.Parsed, next: Data, order: string[]): string {
  const expected = withoutEmpty(next) as Data;
  if (doc.errors.length === 0 && isMap(doc.contents)) {
    // The comment at the top of the file is about the file: it stays when the first field goes.
    const header = (doc.contents.items[0].key as Scalar).commentBefore;
    updateMap(doc, doc.contents, expected, order);
    const first = doc.contents.items[0]?.key as Scalar | undefined;
    if (header && first && !first.commentBefore?.startsWith(header)) first.commentBefore = header;
    const text = doc.toString(yamlStyle);
    // The written text must read back as exactly the new data; anything else starts afresh below.
    if (isDeepStrictEqual(parse(text) ?? {}, expected)) return text;
  }
  return renderYaml(next, order);
}

function updateMap(doc: Document, map: YAMLMap, next: Data, order: string[]): void {
  map.items = map.items.filter((pair) => isScalar(pair.key) && String(pair.key.value) in next);
  for (const pair of map.items)
    pair.value = updated(doc, pair.value, next[String((pair.key as Scalar).value)]);
  // New fields go after the field that precedes them in the form, or first.
  const keys = Object.keys(order.length ? ordered(next, order) : next);
  for (const [position, key] of keys.entries()) {
    if (map.has(key)) continue;
    const before = keys.slice(0, position).findLast((candidate) => map.has(candidate));
    const index =
      before === undefined ? 0 : map.items.findIndex((pair) => (pair.key as Scalar).value === before) + 1;
    map.items.splice(index, 0, doc.createPair(key, next[key]));
  }
}

function updated(doc: Document, node: unknown, value: unknown): unknown {
  if (isScalar(node) && (value === null || typeof value !== 'object' || value instanceof Date)) {
    if (!isDeepStrictEqual(node.value, value)) {
      node.type = styleFor(node, value);
      node.value = value;
    }
    return node;
  }
  if (isMap(node) && value && typeof value === 'object' && !Array.isArray(value)) {
    updateMap(doc, node, value as Data, []);
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = node.items.slice(0, value.length).map((item, index) => updated(doc, item, value[index]));
    for (const item of value.slice(node.items.length)) node.items.push(doc.createNode(item));
    return node;
  }
  return doc.createNode(value);
}

// A changed text keeps a ">-" block, or double quotes around an apostrophe; else YAML picks, like Prettier.
function styleFor(node: Scalar, value: unknown): Scalar.Type | undefined {
  if (typeof value !== 'string' || value.includes('\n')) return undefined;
  if (node.type === Scalar.BLOCK_FOLDED) return node.type;
  if (node.type === Scalar.QUOTE_DOUBLE && value.includes("'") && !value.includes('"')) return node.type;
  return undefined;
}

const dataOf = (doc: Document.Parsed): Data => {
  if (doc.errors.length) throw doc.errors[0];
  return (doc.toJS() ?? {}) as Data;
};

// Not gray-matter (as in the content check): it needs Node's Buffer and brings js-yaml and esprima along.
const frontmatterPattern = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

export function splitFrontmatter(content: string): { yaml: string; body: string } {
  const match = frontmatterPattern.exec(content);
  if (!match || match.index !== 0) return { yaml: '', body: content };
  return { yaml: match[1], body: content.slice(match[0].length) };
}

// The fields as YAML: the file's own text edited in place, or written afresh for a new file. The CMS hands
// an untouched switch over as false: it is written only where the file already had it.
function yamlOf(fields: Data, source: string | undefined, order: string[]): string {
  const had = (source === undefined ? {} : (yamlDocument(source).toJS() ?? {})) as Data;
  const kept = Object.entries(fields).filter(([key, value]) => value !== false || key in had);
  const next = withContentPaths(Object.fromEntries(kept)) as Data;
  return source === undefined ? renderYaml(next, order) : patchYaml(source, next, order);
}

// The CMS names a picture from the site's root (/images/x.png); the files, from content/ (images/x.png).
function withContentPaths(value: unknown): unknown {
  if (typeof value === 'string')
    return value.startsWith('/') && picturePath.test(value.slice(1)) ? value.slice(1) : value;
  if (Array.isArray(value)) return value.map(withContentPaths);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withContentPaths(item)]));
  return value;
}

export const frontmatterFormat = {
  fromFile(content: string): Data {
    const { yaml, body } = splitFrontmatter(content);
    const data = dataOf(yamlDocument(yaml));
    return { ...data, ...(body.trim() ? { body: body.replace(/^\r?\n/, '') } : {}), [sourceKey]: content };
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const { body = '', [sourceKey]: source, ...rest } = data;
    const original = typeof source === 'string' ? splitFrontmatter(source) : undefined;
    const yaml = yamlOf(rest, original?.yaml, sortedKeys);
    const text = String(body).trim();
    // The body keeps its bytes unless its text changed; Markdown editors trim and re-wrap freely.
    const keep = original && original.body.trim() === text;
    const tail = keep ? original.body : text ? `\n${text}\n` : '';
    return `---\n${yaml}---\n`.replace(/\r?\n/g, lineBreakOf(String(source ?? ''))) + tail;
  },
};

export const yamlFormat = {
  fromFile(content: string): Data {
    return { ...dataOf(yamlDocument(content)), [sourceKey]: content };
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const { [sourceKey]: source, ...rest } = data;
    return yamlOf(rest, typeof source === 'string' ? source : undefined, sortedKeys);
  },
};
