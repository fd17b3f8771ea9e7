// `npm run new -- service|post "Title"`: a draft from a template, named after the title.
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
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
// Loaded once the arguments are good (it brings the MDX compiler), so a mistyped command answers at once.
const [{ checkContent }, { examples }] = await Promise.all([import('./check.ts'), import('./load.ts')]);
// Quotes only when YAML needs them, as an editor would write it.
const yamlText = (value: string) => stringify(value, { singleQuote: true }).trimEnd();
const { content } = checkContent(root, { drafts: true });

function serviceTemplate(): string {
  const order = Math.max(0, ...content.services.map((service) => service.data.order)) + 1;
  return `---
title: ${yamlText(title)}
description: ${examples.description}
# The drawing on the card: code, smartphone, palette, brain, shield, gamepad, database, cloud, chart or cart.
icon: code
# The card's position: ${order} puts it after the others.
order: ${order}
# Exactly six short key features, one per line.
features:
${examples.features.map((feature) => `  - ${feature}`).join('\n')}
# A draft shows only in previews (with a "Draft" badge). Delete this line to publish.
draft: true
---

${examples.paragraphs.join('\n\n')}
`;
}

function postTemplate(): string {
  // A picture that exists, so the draft shows in previews until the post's own picture replaces it.
  const image = content.posts.find((post) => !post.data.draft)?.data.image ?? content.home?.about.image;
  const today = new Date().toISOString().slice(0, 10);
  return `---
title: ${yamlText(title)}
excerpt: ${examples.excerpt}
category: Web Development
date: ${today}
author: ${examples.author}
# For now a picture the site already shows: put this post's own picture in content/images/blog/
# (1200 × 675 pixels works best) and write its path here, such as images/blog/${slug}.png
image: ${image}
imageAlt: ${examples.imageAlt}
# The address of the full post, copied from the browser (it starts with https://).
link: ${examples.link}
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
