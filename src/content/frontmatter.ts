// The one reader of content files, for the content check, the CMS and the preview comment:
// gray-matter splits off the frontmatter and the `yaml` package (not js-yaml) reads it, so all three
// see the same values, errors carry the file's own line numbers, and the CMS can write in place.
import matter from 'gray-matter';
import {
  CST,
  isDocument,
  isScalar,
  parseDocument,
  Scalar,
  type Document,
  type ScalarTag,
  type ToStringOptions,
} from 'yaml';
import { stringifyString, stringTag } from 'yaml/util';

// How content files write YAML (Prettier's settings here): single quotes, and no text wrapped except
// ">-" blocks, which wrap at 110 columns.
export const yamlStyle: ToStringOptions = { lineWidth: 0, singleQuote: true, flowCollectionPadding: false };
const printWidth = 110;

// A text the CMS writes back unchanged keeps what was written: the line breaks of a ">-" block, its
// quotes and escapes. (A "+" block ends in blank lines that belong to it, so it is written afresh.)
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

// YAML text as a document: its values with their positions, comments, style and errors.
export function parseYaml(text: string): Document.Parsed {
  return parseDocument(text, {
    keepSourceTokens: true,
    customTags: (tags) =>
      tags.map((tag) => (typeof tag === 'object' && tag.tag === stringTag.tag ? writtenString : tag)),
  });
}

export interface Frontmatter {
  // The text after the opening "---" up to the closing one; its line n is line n of the file.
  yaml: string;
  document: Document.Parsed;
  body: string;
  bodyLine: number; // the line of the file on which `body` starts
}

// gray-matter cuts at "\n---", which leaves the "\r" of a Windows line break on the last field.
const fieldsText = (matter: string) => matter.replace(/\r$/, '');
const engines = { yaml: { parse: (text: string) => parseYaml(fieldsText(text)) } };

// Undefined when the text does not start with a "---" line, or never closes it.
export function readFrontmatter(text: string): Frontmatter | undefined {
  const content = text.replace(/^\uFEFF/, '');
  // gray-matter reads an unclosed block as all frontmatter, so that is ruled out first.
  if (!/^---[ \t]*\r?\n/.test(content) || !content.includes('\n---', 3)) return undefined;
  const file = matter(content, { engines });
  const yaml = fieldsText(file.matter);
  const data: unknown = file.data;
  // gray-matter leaves a block of only blank and comment lines unparsed.
  const document = isDocument(data) ? (data as Document.Parsed) : parseYaml(yaml);
  // What follows the closing "---" on its own line belongs to it, not to the body.
  const rest = /^[ \t]+(?:\r?\n|$)/.exec(file.content)?.[0] ?? '';
  const body = file.content.slice(rest.length);
  const head = content.slice(0, content.length - body.length);
  const bodyLine = head.split('\n').length + (body === '' && !head.endsWith('\n') ? 1 : 0);
  return { yaml, document, body, bodyLine };
}
