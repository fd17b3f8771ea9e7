// Content's YAML, read and written only here, keeping positions, comments and style, with errors in words.
import {
  CST,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  visit,
  type Document,
  type ScalarTag,
  type ToStringOptions,
  type YAMLSeq,
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

// Text in quotes that keep it whole: double quotes around an apostrophe, and around both kinds of quote
// single ones, inside which YAML reads '' as one apostrophe.
export const quoted = (text: string) =>
  !text.includes("'") ? `'${text}'` : /["\\]/.test(text) ? `'${text.replace(/'/g, "''")}'` : `"${text}"`;
// A field written without its ":", or without the space after it, and how it reads written right.
export const noColon = (name: string, text: string, { space = false } = {}) =>
  `found no ${space ? `space after "${name}:"; add one` : `":" after "${name}"; add a colon after the field name`}, such as ${name}:${text && ` ${text}`}`;
// How to write `text` whole as the field or list item `key`: "title: 'Design: the basics'".
const written = (key: string | number | undefined, text: string) =>
  `${typeof key === 'string' ? `${key}:` : '-'} ${quoted(text)}${/'.*["\\]|["\\].*'/.test(text) ? ", with ' written twice" : ''}`;

// `parsed`: the same text already parsed (the frontmatter reader's), so it is not parsed twice.
export function readYaml(
  file: string,
  text: string,
  parsed?: Document.Parsed,
): Parsed<{ data: unknown; lineOf: LineOf; valueLineOf: LineOf; writtenAs: (keys: Keys) => unknown }> {
  const doc = parsed ?? parseDocument(text);
  if (doc.errors.length > 0) return { problems: yamlSyntaxProblems(file, text.split('\n')) };
  const toLine = (offset: number | undefined) =>
    offset === undefined ? undefined : text.slice(0, offset).split('\n').length;
  // An anchor (&) or tag (!) drops or swaps the text after it, and an alias (*) stops the reading; a name,
  // a space and quoted text holding ": " read as one long field name: no field is written either way.
  const lines = text.split('\n');
  const misread: Problem[] = [];
  visit(doc, {
    Node(key, node) {
      const start = node.range![0];
      const colonless = key === 'key' && withoutColon(lines, toLine(start)! - 1);
      const marked = isAlias(node) || (isScalar(node) && (node.anchor || node.tag));
      if (!colonless && !marked) return;
      const index =
        toLine(marked ? text.lastIndexOf(isAlias(node) ? '*' : node.anchor ? '&' : '!', start) : start)! - 1;
      const message = yamlReason(colonless ? 'MISSING_CHAR' : 'SIGN', 'found & * or !', lines, index);
      misread.push({ file, line: index + 1, field: fieldOnLine(lines, index), message });
    },
  });
  if (misread.length) return { problems: misread };
  const cut = cutByComments(text, doc.contents, []).map(({ keys, node: { range, value } }) => {
    const whole = `${text.slice(range[0], range[1])}${/^.*/.exec(text.slice(range[1]))![0]}`;
    const message = `found ${value === null ? 'nothing' : `"${String(value)}" only`}: a " #" after a space starts a comment, which is left off the page; put the whole text in quotes, such as ${written(keys.at(-1), whole.replace(/\s*\n\s*/g, ' '))} (a note for editors goes on a line of its own)`;
    return { file, line: toLine(range[1]), field: fieldName(keys), message };
  });
  if (cut.length) return { problems: cut };
  return {
    value: {
      data: doc.toJS() ?? {},
      lineOf: (keys) => toLine(offsetOf(doc, keys, 'key')),
      valueLineOf: (keys) => toLine(offsetOf(doc, keys, 'value')),
      // A number or true/false as typed, "+91…" and "0422…" included, or a list or group in [ ] or { }.
      writtenAs: (keys, node = doc.getIn(keys, true) as Scalar | YAMLSeq | undefined) =>
        isScalar(node) || node?.flow ? text.slice(node!.range![0], node!.range![1]) : undefined,
    },
    problems: [],
  };
}

// Unquoted text followed on its line by " #…", which YAML leaves out as a comment.
function cutByComments(text: string, node: unknown, keys: Keys): { keys: Keys; node: Scalar.Parsed }[] {
  if (isMap(node))
    return node.items.flatMap((pair) =>
      isScalar(pair.key) ? cutByComments(text, pair.value, [...keys, pair.key.value as string]) : [],
    );
  if (isSeq(node)) return node.items.flatMap((item, index) => cutByComments(text, item, [...keys, index]));
  const cut =
    isScalar(node) &&
    node.type === Scalar.PLAIN &&
    (typeof node.value === 'string' || node.value === null) &&
    /^[ \t]*#/.test(text.slice(node.range![1]));
  return cut ? [{ keys, node: node as Scalar.Parsed }] : [];
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
      // "phone: 1" followed by a line indented further: the second line is the one out of place, unless
      // the lines on both sides line up, which leaves the first one short.
      const next = lines.findIndex((line, i) => i > index && line.trim() !== '');
      if (next > 0 && keyIndent(lines[next]) > keyIndent(lines[index])) {
        const above = nearLine(lines, index, -1);
        const short =
          above !== undefined && !/:\s*$/.test(above) && keyIndent(above) === keyIndent(lines[next]);
        if (short) code = 'UNDER_INDENTED';
        else [index, code] = [next, 'OVER_INDENTED'];
      }
    } else if (code === 'BAD_INDENT') {
      // The first field of a group without its ":" reads as the group's text; the next field trips.
      const above = lines.findLastIndex((line, i) => i < index && /^ *[^\s#]/.test(line));
      if (withoutColon(lines, above) && keyIndent(lines[above]) === keyIndent(lines[index]))
        [index, code] = [above, 'MISSING_CHAR'];
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
// Where the field of a line starts: after the "- " of a list item.
const keyIndent = (line: string) => /^\s*(?:-\s+)?/.exec(line)![0].length;
// The nearest line above (step -1) or below (1) with a field or item on it, indented with spaces.
const nearLine = (lines: string[], index: number, step: -1 | 1) =>
  lines[step < 0 ? 'findLast' : 'find']((line, i) => (i - index) * step > 0 && /^ *[^\s#]/.test(line));
const unbalancedQuote = (line: string) =>
  (line.replace(/\\"/g, '').match(/"/g) ?? []).length % 2 === 1 || (line.match(/'/g) ?? []).length % 2 === 1;

// "email hello@example.com": a field name and its value without the ":" between them (below "name: >-"
// it is that text, indented too little); a ":" in quotes is part of the text.
function withoutColon(lines: string[], index: number) {
  const line = lines[index] ?? '';
  const field = /:(\s|$)/.test(line.replace(/(["']).*?\1/g, ''));
  if (field || /:\s*[|>][-+\d]*\s*$/.test(nearLine(lines, index, -1) ?? '')) return null;
  // "- label Home" above "  href: /": a list item's first field, lined up with the next one.
  const next = nearLine(lines, index, 1) ?? '';
  const first = /^\s*- /.test(line) && indentOf(next) === keyIndent(line) && /^\s*[\w-]+:(\s|$)/.test(next);
  return /^\s*([A-Za-z_][\w-]*)(?:[ \t]*[;=]?[ \t]+([^\s#].*?))?\s*$/.exec(
    first ? line.slice(keyIndent(line)) : line,
  );
}

// The field a broken line belongs to: its own key, or that of the nearest less indented line above.
function fieldOnLine(lines: string[], index: number): string | undefined {
  const keyPattern = /^(\s*)(?:-\s+)?["']?([A-Za-z_][\w-]*)["']?\s*:(?!\/\/)/;
  const own = keyPattern.exec(lines[index] ?? '')?.[2] ?? withoutColon(lines, index)?.[1];
  if (own) return own;
  const indent = /^\s*/.exec(lines[index] ?? '')![0].replace(/\t/g, '  ').length;
  for (let i = index - 1; i >= 0; i--) {
    const match = keyPattern.exec(lines[i]);
    if (match && match[1].length <= indent) return match[2];
  }
  return undefined;
}

function yamlReason(code: string, message: string, lines: string[], index: number): string {
  const line = lines[index] ?? '';
  const above = nearLine(lines, index, -1);
  if (code === 'TAB_AS_INDENT' || /^\s*\t/.test(line)) {
    // Lined up with the line (or list item) above, or two spaces deeper below a "name:" that opens a group;
    // where the group above ends, the line may as well be the first of the fields below.
    const item = /^\s*-\s/.test(line) && lines.findLast((other, i) => i < index && /^ *- /.test(other));
    const opens = /:\s*$/.test(above ?? '');
    const spaces = opens ? indentOf(above ?? '') + 2 : item ? indentOf(item) : keyIndent(above ?? '');
    const below = keyIndent(nearLine(lines, index, 1) ?? '');
    const how = opens
      ? `${spaces} spaces instead, two more than the line above`
      : !item && !/:\s*$/.test(line) && below < spaces
        ? `spaces instead: ${spaces} to line it up with the line above, or ${below} with the line below`
        : `${spaces} spaces instead, lined up with the ${item ? 'item' : 'line'} above`;
    return `the line is indented with a tab, but YAML only accepts spaces; indent it with ${how}`;
  }
  if (code === 'DUPLICATE_KEY') {
    const key = fieldOnLine(lines, index);
    const first = lines.findIndex(
      (other, i) => i < index && key && new RegExp(`^\\s*${key}\\s*:`).test(other),
    );
    const where = first >= 0 ? ` (first on line ${first + 1})` : '';
    return `is written twice${where}, but each field may appear once; keep one of them and delete the other`;
  }
  const colonless = /IMPLICIT_KEY|MISSING_CHAR/.test(code) ? withoutColon(lines, index) : null;
  if (colonless) {
    // Below the lines of a text, the line may instead go on with it, which a deeper indent allows.
    const text = !/^\s*(- |[\w-]+:)/.test(above ?? 'start:');
    const or = text ? ' (or, if it belongs to the text above, add two spaces in front of it)' : '';
    return `${noColon(colonless[1], colonless[2] ?? '')}${or}`;
  }
  const tight = /IMPLICIT_KEY|MISSING_CHAR/.test(code) && /^\s*(?:- )?([\w-]+):(?!\s|\/\/)(.*)$/.exec(line);
  if (tight) return noColon(tight[1], tight[2], { space: true });
  const item = /^\s*(\*\s*|-(?=[^\s-]))(.*)$/.exec(line);
  if (item)
    return `the list item starts with "${item[1].trim()}" instead of "- " (a dash and a space); write it as - ${item[2].trim()}`;
  const enclosed = /^\s*(?:- |([\w-]+):\s+)(["'])(.*)\2\s*$/.exec(line);
  const inner = enclosed?.[3].replace(enclosed[2] === '"' ? /\\./g : /''/g, '');
  if (enclosed && inner?.includes(enclosed[2]))
    return `the text has a ${enclosed[2]} inside, the quote it is put in, so the text ends there; write it as ${written(enclosed[1], enclosed[3])}`;
  if (code === 'UNCLOSED_BRACKET')
    return 'a list or group opened with "[" or "{" is never closed; add the closing "]" or "}" at the end of the line';
  if (/closing "?quote/i.test(message) || (code === 'MISSING_CHAR' && /["']/.test(line)))
    return 'a quote (" or \') is opened but never closed; add the closing quote at the end of the text';
  const marked = /^\s*(?:- )?(?:- |([\w-]+):\s+)((?:[*&!@%`|>?[{"']|- ).*?)\s*$/.exec(line);
  const sign = marked?.[2][0] === '"' ? `'"'` : `"${marked?.[2][0]}"`;
  // Text in quotes, or a ">-" above lines of text, is written right: the mistake is elsewhere.
  if (marked && !/^(["']).*\1$|^[|>][-+\d]*$/.test(marked[2]))
    return `the text starts with ${sign}, which YAML treats as a special sign; put the whole text in quotes, such as ${written(marked[1], marked[2])}`;
  if (code === 'OVER_INDENTED')
    return 'is indented further than the field above it; line it up with the fields around it (or put the text above it in quotes if it belongs to it)';
  if (code === 'UNDER_INDENTED')
    return `is indented less than the lines above and below it; indent it with ${keyIndent(above ?? '')} spaces, lined up with them`;
  const colon = /^\s*(?:- )?([\w-]+):\s+(.*:\s.*?)\s*$/.exec(line);
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && colon) {
    const text = colon[2].replace(/^(["'])(.*)\1$/, '$2');
    return `the text contains ": ", which YAML reads as the start of another field; put the whole text in quotes, such as ${written(colon[1], text)}`;
  }
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
