// `npm run new -- service|post "Title"`: a draft from a template, named after the title.
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { checkContent } from './check.ts';
import { slugify } from './names.ts';
import { formatProblem } from './problems.ts';
import { collections } from './schema.ts';

const root = path.resolve(import.meta.dirname, '..');
const [kind, ...words] = process.argv.slice(2);
const title = words.join(' ').trim();

if ((kind !== 'service' && kind !== 'post') || !title) {
  console.error(
    'Usage: npm run new -- service "Data Engineering"   or   npm run new -- post "Why static sites win"',
  );
  process.exit(2);
}
const slug = slugify(title);
if (!slug) {
  console.error(`"${title}" has no letters or digits to name the file after; use a title with words in it.`);
  process.exit(2);
}

const file = `${collections[kind === 'service' ? 'services' : 'blog'].dir}/${slug}.mdx`;
const absolute = path.join(root, file);
if (fs.existsSync(absolute)) {
  console.error(`${file} already exists, and it was left as it is; edit that file, or pick another title.`);
  process.exit(1);
}
// Quotes only when YAML needs them, as an editor would write it.
const yamlText = (value: string) => stringify(value, { singleQuote: true }).trimEnd();
const { content } = checkContent(root, { drafts: true });

function serviceTemplate(): string {
  const order = Math.max(0, ...content.services.map((service) => service.data.order)) + 1;
  return `---
title: ${yamlText(title)}
description: One sentence that sums up the service, for its card on the landing page.
# The drawing on the card: code, smartphone, palette, brain, shield, gamepad, database, cloud, chart or cart.
icon: code
# The card's position: ${order} puts it after the others.
order: ${order}
# Exactly six short key features, one per line.
features:
  - First key feature
  - Second key feature
  - Third key feature
  - Fourth key feature
  - Fifth key feature
  - Sixth key feature
# A draft shows only in previews (with a "Draft" badge). Delete this line to publish.
draft: true
---

The first paragraph says what the service is and who it is for. Leave an empty line between paragraphs.

The second paragraph explains how we work on it.

The third paragraph says what happens after launch.
`;
}

function postTemplate(): string {
  const image = content.posts[0]?.data.image ?? 'images/team.png';
  const medium = content.site?.links.medium ?? 'https://medium.com/';
  const today = new Date().toISOString().slice(0, 10);
  return `---
title: ${yamlText(title)}
excerpt: One or two sentences that make people want to read the whole post.
category: Web Development
date: ${today}
author: Your Name
# Put the picture in content/images/blog/ and write its name here (1200 × 675 pixels works best).
image: ${image}
imageAlt: A short description of the picture for people who cannot see it.
# The address of the full post, copied from the browser (it starts with https://).
link: ${medium}
# A draft shows only in previews (with a "Draft" badge). Delete this line to publish.
draft: true
---
`;
}

fs.mkdirSync(path.dirname(absolute), { recursive: true });
fs.writeFileSync(absolute, kind === 'service' ? serviceTemplate() : postTemplate());

const problems = checkContent(root, { drafts: true }).problems.filter((problem) => problem.file === file);
if (problems.length) {
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
console.log(`Created ${file} as a draft.
Next: replace the example texts, then delete the line "draft: true" to publish it.
It shows (with a "Draft" badge) in npm run dev and in preview builds; npm run check:content checks it.`);
