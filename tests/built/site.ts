// Reads the built site (dist/, or dist-subpath/ for the preview) and the content it was built from:
// small helpers over htmlparser2, which linkinator already brings in.
import { preview } from '../../site.config.ts';
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { checkContent } from '../../collections/check.ts';
import { hasMessageSentPage, messageSentPath } from '../../collections/paths.ts';
import type { SiteContent } from '../../collections/schema.ts';
import { listFiles, repoRoot } from '../content/site-copy.ts';

// htmlparser2's own node types (its domhandler is not the one at the top of node_modules).
type Document = ReturnType<typeof parseDocument>;
export type Element = Extract<Document['children'][number], { attribs: unknown }>;
export { repoRoot };

// The thank-you page, written only when Netlify delivers the contact form (contact.form.delivery).
export const messageSentFiles = (site: SiteContent) =>
  hasMessageSentPage(site) ? [`${messageSentPath.slice(1)}index.html`] : [];

// The two builds `npm test` makes before Vitest runs, read here and never rebuilt: dist/ (production)
// and dist-subpath/ (a pull-request preview, site.config.ts: under its base, drafts shown).
const builds = {
  dist: { command: 'npm run build', drafts: false, base: '/' },
  [preview.dist]: { command: 'npm run build:subpath', drafts: true, base: preview.base },
} as const;
type Build = keyof typeof builds;

// The content of `root` as a build sees it, which must have no problem and a site.yaml and home.yaml.
export function checkedContent(root: string, drafts: boolean) {
  const { content, problems } = checkContent(root, { drafts });
  if (problems.length || !content.site || !content.home)
    throw new Error(`content/ has problems: ${JSON.stringify(problems)}`);
  return { ...content, site: content.site, home: content.home };
}

// One build, with the content it was made from (drafts included where the build shows them): the tests
// compare the pages with the content's files, never with a copy.
export function builtSite(build: Build) {
  const dir = path.join(repoRoot, build);
  if (!fs.existsSync(path.join(dir, 'index.html')))
    throw new Error(`${build}/ has no build: run \`${builds[build].command}\` first (npm test does).`);
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const parsed = new Map<string, Document>();
  return {
    dir,
    base: builds[build].base,
    read,
    // Every file with this ending, relative to the build, the CMS (admin/) left out.
    files: (ending: string) =>
      listFiles(dir).filter((file) => file.endsWith(ending) && !file.startsWith('admin/')),
    page: (file: string) => {
      if (!parsed.has(file)) parsed.set(file, parseDocument(read(file)));
      return parsed.get(file)!;
    },
    content: checkedContent(repoRoot, builds[build].drafts),
  };
}

type Root = Document | Element;
type Test = (element: Element) => boolean;

export const all = (root: Root, test: Test) => DomUtils.findAll(test, root.children);
export function one(root: Root, test: Test, what = 'element'): Element {
  const found = all(root, test);
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
  return found[0];
}

export function tag(...names: string[]): Test {
  return (element) => names.includes(element.name);
}
export function attr(name: string, value?: string | RegExp): Test {
  return (element) => {
    const actual = element.attribs[name];
    if (actual === undefined) return false;
    return value === undefined || (typeof value === 'string' ? actual === value : value.test(actual));
  };
}
export function and(...tests: Test[]): Test {
  return (element) => tests.every((test) => test(element));
}

// Text as a reader gets it: whitespace collapsed, React's comment markers gone.
export const text = (node: Root) => DomUtils.textContent(node).replace(/\s+/g, ' ').trim();

// The accessible name, as far as this site uses it: aria-label, aria-labelledby, else the text.
export function nameOf(element: Element): string {
  if (element.attribs['aria-label']) return element.attribs['aria-label'];
  const labelledBy = element.attribs['aria-labelledby'];
  if (labelledBy) {
    let top: Root = element;
    while (top.parent) top = top.parent as Root;
    const names = labelledBy.split(/\s+/).map((id) => text(byId(top, id)));
    return names.join(' ');
  }
  return shownText(element);
}

// Text without what is hidden from assistive technology (decorative arrows and the like).
const shownText = (element: Element): string =>
  element.children
    .filter((child) => !('attribs' in child) || child.attribs['aria-hidden'] !== 'true')
    .map((child) => ('attribs' in child ? shownText(child) : DomUtils.textContent(child)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

// The page's banner: the <header> that is not part of the main content, an article or a section.
export function banner(root: Root) {
  const inParts = all(root, tag('main', 'article', 'section')).flatMap((part) => all(part, tag('header')));
  return one(root, (element) => element.name === 'header' && !inParts.includes(element), 'banner');
}

export function named(name: string | RegExp): Test {
  return (element) => (typeof name === 'string' ? nameOf(element) === name : name.test(nameOf(element)));
}

// Landmarks and controls by role and name, the way the browser tests find them.
export const landmark = (root: Root, tagName: string, name: string) =>
  one(root, and(tag(tagName), named(name)), `<${tagName}> named "${name}"`);
export const links = (root: Root) => all(root, and(tag('a'), attr('href')));
export const link = (root: Root, name: string | RegExp) =>
  one(root, and(tag('a'), attr('href'), named(name)), `link "${name}"`);
export const button = (root: Root, name: string) =>
  one(root, and(tag('button'), named(name)), `button "${name}"`);
export const headings = (root: Root, level: number) => all(root, tag(`h${level}`)).map(text);
export const byId = (root: Root, id: string) => one(root, attr('id', id), `#${id}`);

// The field whose <label> says `label`.
export function field(root: Root, label: string): Element {
  const says: Test = (element) => element.name === 'label' && text(element) === label;
  return byId(root, one(root, says, `label "${label}"`).attribs.for);
}

// The path an href resolves to from a page at `pagePath`, with its hash.
export const resolve = (href: string, pagePath: string) => new URL(href, `http://site${pagePath}`);

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
