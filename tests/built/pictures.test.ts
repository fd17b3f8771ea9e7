// The landing page's pictures as built (vite-imagetools), each file in the format and width the markup
// gives it, a JPEG (a PNG for a picture with transparency) for browsers that know neither AVIF nor WebP.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { all, builtSite, byId, headings, one, repoRoot, tag, type Element } from './site.ts';
import { sectionIds } from '../../collections/paths.ts';

const dist = builtSite('dist');
const { home, posts } = dist.content;
const main = one(dist.page('index.html'), tag('main'), '<main>');
const cards = all(byId(main, sectionIds.blog), tag('article'));

const pictures: [string, string, Element][] = [
  ['the team picture', home.about.image, one(byId(main, sectionIds.about), tag('picture'))],
  ...posts.map(({ data: { title, image } }): [string, string, Element] => [
    `the picture of "${title}"`,
    image,
    one(cards.find((card) => headings(card, 3)[0] === title) ?? main, tag('picture'), `${title}'s picture`),
  ]),
];

// What sharp reads in the built file at `address` (it reads an AVIF file as HEIF compressed with AV1).
async function builtFile(address: string) {
  const file = path.join(dist.dir, new URL(address, 'http://site/').pathname);
  const { format, compression, width } = await sharp(fs.readFileSync(file)).metadata();
  return { format: format === 'heif' && compression === 'av1' ? 'avif' : format, width };
}

it.each(pictures)(
  "the landing page's pictures give %s in AVIF and WebP in each width up to its own, and a plain fallback of its size",
  async (_name, image, picture) => {
    const { width = 0, height, hasAlpha } = await sharp(path.join(repoRoot, 'content', image)).metadata();
    const widths = [...new Set([...[480, 800, 1200].filter((candidate) => candidate < width), width])];

    const sources = all(picture, tag('source'));
    expect(sources.map((source) => source.attribs.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      const candidates = source.attribs.srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, descriptor]) => descriptor)).toEqual(widths.map((size) => `${size}w`));
      const format = source.attribs.type.replace('image/', '');
      for (const [address, descriptor] of candidates)
        expect(await builtFile(address), address).toEqual({ format, width: parseInt(descriptor) });
    }

    const img = one(picture, tag('img'));
    expect([img.attribs.width, img.attribs.height]).toEqual([String(width), String(height)]);
    expect(await builtFile(img.attribs.src)).toEqual({
      format: hasAlpha ? 'png' : 'jpeg',
      width: widths[Math.floor((widths.length - 1) / 2)],
    });
  },
);
