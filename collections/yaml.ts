// Content's YAML, read and written only here, keeping positions, comments and style, with errors in words.
import {
  CST,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Document,
  type ScalarTag,
  type ToStringOptions,
} from 'yaml';
import { stringifyString, stringTag } from 'yaml/util';
import type { Parsed, Problem } from './problems.ts';

// Prettier's YAML style here: single quotes, and no text wrapped but ">-" blocks, at 110 columns.
export const yamlStyle: ToStringOptions = { lineWidth: 0, singleQuote: true, flowCollectionPadding: false };
const printWidth = 110;

// An unchanged text is written as it was, but for a "+" block, whose trailing blank lines are its own.
const writtenString: ScalarTag = {
  ...stringTag,
  stringify(item, context, onComment, onChompKeep) {
    const scalar = isScalar(item) ? (item as Scalar.Parsed) : undefined;
    const token = scalar?.srcToken;
    if (token && scalar.value === scalar.source) {
      if (token.type !== 'block-scalar') return token.source;
      const header = CST.stringify(token.props[0]);
      if (!header.includes('+')) return `${header}\n${token.source.trimEnd()}`;
    }
    const width = item.type === Scalar.BLOCK_FOLDED ? printWidth : context.options.lineWidth;
    const options = { ...context.options, lineWidth: width, minContentWidth: 0 };
    // `actualString` makes a text that reads as a number or true/false get quotes.
    return stringifyString(item, { ...context, options, actualString: true }, onComment, onChompKeep);
  },
};

export function yamlDocument(text: string): Document.Parsed {
  return parseDocument(text, {
    keepSourceTokens: true,
    customTags: (tags) =>
      tags.map((tag) => (typeof tag === 'object' && tag.tag === stringTag.tag ? writtenString : tag)),
  });
}

export type Keys = (string | number)[];
export type LineOf = (keys: Keys) => number | undefined;

// "features[2]", "footer.services[0].service": how messages name a field.
export const fieldName = (keys: Keys) =>
  keys.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join('');

// `parsed`: the same text already parsed (the frontmatter reader's), so it is not parsed twice.
export function readYaml(
  file: string,
  text: string,
  parsed?: Document.Parsed,
): Parsed<{ data: unknown; lineOf: LineOf; valueLineOf: LineOf }> {
  const doc = parsed ?? parseDocument(text);
  if (doc.errors.length > 0) return { problems: yamlSyntaxProblems(file, text.split('\n')) };
  const toLine = (offset: number | undefined) =>
    offset === undefined ? undefined : text.slice(0, offset).split('\n').length;
  return {
    value: {
      data: doc.toJS() ?? {},
      lineOf: (keys) => toLine(offsetOf(doc, keys, 'key')),
      valueLineOf: (keys) => toLine(offsetOf(doc, keys, 'value')),
    },
    problems: [],
  };
}

// One slip makes the parser trip over every later line, so each error's line (and those nested under it)
// is blanked and the text parsed again: each independent mistake is reported once, where it is.
function yamlSyntaxProblems(file: string, original: string[]): Problem[] {
  const lines = [...original];
  const found: (Problem & { line: number })[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    const text = lines.join('\n');
    const error = parseDocument(text, { prettyErrors: false }).errors[0];
    if (!error) break;
    let index = text.slice(0, error.pos[0]).split('\n').length - 1;
    let code: string = error.code;
    // An error noticed at the end of the text belongs to the last line that has something on it.
    while (index > 0 && lines[index].trim() === '') index--;
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
    if (found.some((earlier) => earlier.line === index + 1)) {
      // The same line again: blank it without a second report, or give up if it is already blank.
      if (lines[index].trim() === '') break;
    } else {
      const message = yamlReason(code, error.message, original, index);
      found.push({ file, line: index + 1, field: fieldOnLine(original, index), message });
    }
    const indent = indentOf(lines[index]);
    lines[index] = '';
    for (let next = index + 1; next < lines.length; next++) {
      if (lines[next].trim() === '') continue;
      if (indentOf(lines[next]) <= indent) break;
      lines[next] = '';
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

const indentOf = (line: string) => /^\s*/.exec(line)![0].length;
const unbalancedQuote = (line: string) =>
  (line.replace(/\\"/g, '').match(/"/g) ?? []).length % 2 === 1 || (line.match(/'/g) ?? []).length % 2 === 1;

// The field a broken line belongs to: its own key, or that of the nearest less indented line above.
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

function yamlReason(code: string, message: string, lines: string[], index: number): string {
  const line = lines[index] ?? '';
  if (code === 'TAB_AS_INDENT' || /^\s*\t/.test(line))
    return 'the line is indented with a tab, but YAML only accepts spaces; replace the tab with spaces (two per level)';
  if (code === 'DUPLICATE_KEY') {
    const key = fieldOnLine(lines, index);
    const first = lines.findIndex(
      (other, i) => i < index && key && new RegExp(`^\\s*${key}\\s*:`).test(other),
    );
    const where = first >= 0 ? ` (first on line ${first + 1})` : '';
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

// Where the field at `keys` is written, or else the nearest field around it that is.
function offsetOf(doc: Document, keys: Keys, target: 'key' | 'value'): number | undefined {
  let node: unknown = doc.contents;
  let offset = rangeStart(node);
  for (const [index, key] of keys.entries()) {
    const pair = isMap(node)
      ? node.items.find((item) => isScalar(item.key) && item.key.value === key)
      : undefined;
    const item = isSeq(node) && typeof key === 'number' ? node.items[key] : undefined;
    if (pair) {
      const valueStart = target === 'value' && index === keys.length - 1 ? rangeStart(pair.value) : undefined;
      offset = valueStart ?? rangeStart(pair.key) ?? offset;
      node = pair.value;
    } else if (item) {
      offset = rangeStart(item) ?? offset;
      node = item;
    } else return offset;
  }
  return offset;
}

const rangeStart = (node: unknown) => (node as { range?: number[] } | null)?.range?.[0];
