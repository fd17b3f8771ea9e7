// gray-matter splits off the frontmatter and `yaml` (as in the CMS) reads it, so all see the same values.
import matter from 'gray-matter';
import type { Document } from 'yaml';
import { yamlDocument } from './yaml.ts';

export interface Frontmatter {
  yaml: string; // between the "---" lines; its line n is the file's line n
  document: Document.Parsed;
  body: string;
  bodyLine: number; // the line of the file on which `body` starts
}

// gray-matter only splits: the fields are read below, by `yaml`, keeping their positions.
const engines = { yaml: { parse: () => ({}) } };

// Undefined when the text does not start with a "---" line, or never closes it.
export function readFrontmatter(text: string): Frontmatter | undefined {
  const content = text.replace(/^\uFEFF/, '');
  // gray-matter reads an unclosed block as all frontmatter, so that is ruled out first.
  if (!/^---[ \t]*\r?\n/.test(content) || !content.includes('\n---', 3)) return undefined;
  const file = matter(content, { engines });
  // gray-matter cuts at "\n---", which leaves the "\r" of a Windows line break on the last field.
  const yaml = file.matter.replace(/\r$/, '');
  // What follows the closing "---" on its own line belongs to it, not to the body.
  const rest = /^[ \t]+(?:\r?\n|$)/.exec(file.content)?.[0] ?? '';
  const body = file.content.slice(rest.length);
  const head = content.slice(0, content.length - body.length);
  const bodyLine = head.split('\n').length + (body === '' && !head.endsWith('\n') ? 1 : 0);
  return { yaml, document: yamlDocument(yaml), body, bodyLine };
}
