// Which pages two builds differ on, by their prerendered HTML, so a change counts wherever it was made.
import fs from 'node:fs';
import path from 'node:path';
import { hashOf } from '../builder/cache.ts';
import { decodeHtml, pagesOf } from '../builder/pages.ts';

export type PageStatus = 'changed' | 'added' | 'removed';

// A script's name changes with any code change anywhere; other assets' names only with their own bytes.
const comparableHtml = (dist: string, file: string) =>
  fs.readFileSync(path.join(dist, file), 'utf8').replace(/([\w.-]+)-[\w-]{8}\.js\b/g, '$1.js');

// The built files (such as index.html or services/ai-ml/index.html) that differ, and how many do not.
export function comparePages(before: string, after: string) {
  const was = new Set(pagesOf(before));
  const is = new Set(pagesOf(after));
  const changes: { file: string; status: PageStatus }[] = [];
  let unchanged = 0;
  for (const file of [...new Set([...was, ...is])].sort()) {
    if (!was.has(file)) changes.push({ file, status: 'added' });
    else if (!is.has(file)) changes.push({ file, status: 'removed' });
    else if (comparableHtml(before, file) !== comparableHtml(after, file))
      changes.push({ file, status: 'changed' });
    else unchanged++;
  }
  return { changes, unchanged };
}

export type PageHead = ReturnType<typeof headOf>;

// The title, the description and a hash of the social card (og:image), so a changed picture is noticed.
export function headOf(dist: string, file: string) {
  const html = fs.readFileSync(path.join(dist, file), 'utf8');
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta\\s+${attribute}="${name}"\\s+content="([^"]*)"`).exec(html)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const image = meta('property', 'og:image');
  // og:image names production; the card itself is in this build, at the same path.
  const cardFile = image && /\/(og\/[^"?#]+\.png)$/.exec(image)?.[1];
  const card =
    cardFile && fs.existsSync(path.join(dist, cardFile))
      ? hashOf(fs.readFileSync(path.join(dist, cardFile)))
      : undefined;
  return {
    title: title === undefined ? undefined : decodeHtml(title),
    description: decodeHtml(meta('name', 'description') ?? ''),
    card,
  };
}
