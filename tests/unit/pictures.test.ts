// The picture variants (scripts/content/pictures.ts) of pictures made for the test: which variants a
// picture gets, that each is encoded in its format and size and keeps its transparency, whatever the
// kind of file, and that a picture written over is encoded again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePicture, planPicture, variantsOf, type PicturePlan } from '../../scripts/content/pictures';
import { readPicture } from '../picture-metadata';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const colour = { r: 40, g: 90, b: 200, alpha: 0.5 };
const blank = (width: number, height: number, transparent = false) =>
  sharp({ create: { width, height, channels: transparent ? 4 : 3, background: colour } });

async function picture(name: string, image: sharp.Sharp): Promise<string> {
  const file = path.join(dir, name);
  await image.toFile(file);
  return file;
}

// Each variant as [format, width], as planned or as sharp reads the bytes made for it.
const planned = (plan: PicturePlan) => variantsOf(plan).map(({ format, width }) => [format, width]);
async function encoded(plan: PicturePlan) {
  const read = await Promise.all((await encodePicture(plan)).map(readPicture));
  return read.map(({ format, width, height, hasAlpha }) => ({ format, width, height, hasAlpha }));
}
// What each variant of `plan` should read as: its format and width, the picture's proportions.
const expected = (plan: PicturePlan, hasAlpha: boolean) =>
  variantsOf(plan).map(({ format, width }) => ({
    format,
    width,
    height: Math.round((width * plan.height) / plan.width),
    hasAlpha,
  }));

describe('the variants of a picture', () => {
  it('are AVIF and WebP at 480, 800 and 1,200 px and its own width, and a JPEG at 800 px', async () => {
    const plan = await planPicture(await picture('wide.png', blank(1500, 1000).png()));
    expect(plan).toMatchObject({ width: 1500, height: 1000 });
    expect(plan.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(planned(plan)).toEqual([
      ['avif', 480],
      ['avif', 800],
      ['avif', 1200],
      ['avif', 1500],
      ['webp', 480],
      ['webp', 800],
      ['webp', 1200],
      ['webp', 1500],
      ['jpeg', 800],
    ]);
  });

  it('are never wider than the picture, and a PNG stands in for one with transparency', async () => {
    const plan = await planPicture(await picture('small.png', blank(300, 200, true).png()));
    expect(planned(plan)).toEqual([
      ['avif', 300],
      ['webp', 300],
      ['png', 300],
    ]);
  });

  it.each([
    ['an opaque PNG', 'opaque.png', () => blank(900, 600).png(), false],
    ['a PNG with transparency', 'transparent.png', () => blank(900, 600, true).png(), true],
    [
      'a grey PNG with transparency',
      'grey.png',
      () => blank(900, 600, true).toColourspace('b-w').png(),
      true,
    ],
    ['a 16-bit PNG', 'deep.png', () => blank(900, 600).toColourspace('rgb16').png(), false],
    ['a JPEG', 'photo.jpeg', () => blank(900, 600).jpeg(), false],
  ])('are encoded in their formats and sizes from %s', async (_kind, name, image, hasAlpha) => {
    const plan = await planPicture(await picture(name, image()));
    expect(await encoded(plan)).toEqual(expected(plan, hasAlpha));
  });

  it("are upright when a photo's EXIF says it was taken on its side", async () => {
    const photo = blank(600, 400).jpeg().withMetadata({ orientation: 6 });
    const plan = await planPicture(await picture('sideways.jpg', photo));
    expect(plan).toMatchObject({ width: 400, height: 600 });
    expect(await encoded(plan)).toEqual(expected(plan, false));
  });

  it('are encoded again when the picture is written over', async () => {
    const file = await picture('team.png', blank(600, 400).png());
    await encodePicture(await planPicture(file));

    fs.renameSync(await picture('other.png', blank(500, 300, true).png()), file);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const replaced = await planPicture(file);
    expect(replaced).toMatchObject({ width: 500, height: 300 });
    expect(await encoded(replaced)).toEqual(expected(replaced, true));
  });
});
