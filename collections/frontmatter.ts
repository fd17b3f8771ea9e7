// gray-matter splits off the frontmatter and `yaml` (as in the CMS) reads it, so all see the same values.
import matter from 'gray-matter';
import { isDocument, type Document } from 'yaml';
import { yamlDocument } from './yaml.ts';

export interface Frontmatter {
  yaml: string; // between the "---" lines; its line n is the file's line n
  document: Document.Parsed;
  body: string;
  bodyLine: number; // the line of the file on which `body` starts
}

// gray-matter cuts at "\n---", which leaves the "\r" of a Windows line break on the last field.
const fieldsText = (matter: string) => matter.replace(/\r$/, '');
const engines = { yaml: { parse: (text: string) => yamlDocument(fieldsText(text)) } };

// Undefined when the text does not start with a "---" line, or never closes it.
export function readFrontmatter(text: string): Frontmatter | undefined {
  const content = text.replace(/^\uFEFF/, '');
  // gray-matter reads an unclosed block as all frontmatter, so that is ruled out first.
  if (!/^---[ \t]*\r?\n/.test(content) || !content.includes('\n---', 3)) return undefined;
  const file = matter(content, { engines });
  const yaml = fieldsText(file.matter);
  const data: unknown = file.data;
  // gray-matter leaves a block of only blank and comment lines unparsed.
  const document = isDocument(data) ? (data as Document.Parsed) : yamlDocument(yaml);
  // What follows the closing "---" on its own line belongs to it, not to the body.
  const rest = /^[ \t]+(?:\r?\n|$)/.exec(file.content)?.[0] ?? '';
  const body = file.content.slice(rest.length);
  const head = content.slice(0, content.length - body.length);
  const bodyLine = head.split('\n').length + (body === '' && !head.endsWith('\n') ? 1 : 0);
  return { yaml, document, body, bodyLine };
}
