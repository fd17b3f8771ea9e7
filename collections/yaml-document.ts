// How content YAML is read and written, by the content check, the preview comment and the CMS
// alike: a document that keeps each value's position, comments and style.
import {
  CST,
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
