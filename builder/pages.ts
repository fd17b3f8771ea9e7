// The pages of a build and their addresses, for the tools that read dist/ (the link check, the review).
import fs from 'node:fs';
import path from 'node:path';

// The CMS at admin/ is a tool, not a page of the site.
export function pagesOf(dist: string): string[] {
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith(`admin${path.sep}`))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

// The address of a built page under the site's base: index.html → "", services/x.html → services/x.
export function pagePath(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
}

// A text as an attribute's value or an element's text in HTML.
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// An attribute's or a text's value as React writes it into the HTML.
const characters: Record<string, string> = { quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>', amp: '&' };
export const decodeHtml = (text: string) =>
  text.replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_entity, name: string) => characters[name]);
