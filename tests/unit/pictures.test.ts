// The picture variants (scripts/content/pictures.ts) of pictures made for the test: which variants a
// picture gets, that each is encoded in its format and size and keeps its transparency, whatever the
// kind of file, and that a picture written over is encoded again; what the encoder beside a build
// (scripts/content/encode-pictures.ts) writes, and that the build takes its variants from there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  encodeInto,
  encodePicture,
  planPicture,
  variantFile,
  variantKey,
  variantsOf,
  type PicturePlan,
} from '../../scripts/content/pictures';
import { cachedBytes, rememberBytes } from '../../scripts/lib/build-cache';
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

// A picture no earlier run has met, so the build cache holds none of its variants: a colour of its
// own, one of 16.7 million.
const unseen = (name: string, width: number) => {
  const channel = () => Math.floor(Math.random() * 256);
  const background = { r: channel(), g: channel(), b: channel() };
  return picture(name, sharp({ create: { width, height: 300, channels: 3, background } }).png());
};

describe("a picture's variant files", () => {
  it('are named by the picture and a key of its bytes, format and width', async () => {
    const plan = await planPicture(await unseen('named.png', 900));
    const names = variantsOf(plan).map((variant) => variantFile(plan, variant));
    for (const [index, variant] of variantsOf(plan).entries())
      expect(names[index]).toMatch(new RegExp(`^named-[\\w-]{8}\\.${variant.format}$`));
    expect(new Set(names).size).toBe(names.length);

    const other = await planPicture(await unseen('named.png', 900));
    expect(variantsOf(other).map((variant) => variantFile(other, variant))).not.toContain(names[0]);
  });
});

describe('the encoder beside a build', () => {
  const folder = () => fs.mkdtempSync(path.join(dir, 'encoded-'));
  const alongside = Symbol.for('agency-site.alongside');
  afterAll(() => delete (globalThis as Record<symbol, unknown>)[alongside]);

  it('writes each variant the build cache lacks under its key, in its format and width, and keeps it', async () => {
    const file = await unseen('beside.png', 900);
    const plan = await planPicture(file);
    const [kept, ...others] = variantsOf(plan);
    await rememberBytes('pictures', variantKey(plan, kept), () => Promise.resolve(Buffer.from('kept')));
    const into = folder();
    await encodeInto(file, into, false);
    expect(fs.readdirSync(into).sort()).toEqual(others.map((variant) => variantKey(plan, variant)).sort());
    for (const variant of others) {
      const bytes = fs.readFileSync(path.join(into, variantKey(plan, variant)));
      const { format, width } = await readPicture(bytes);
      expect({ format, width }).toEqual({ format: variant.format, width: variant.width });
      // Kept in the cache too: the next build's encoder finds it there.
      expect(cachedBytes('pictures', variantKey(plan, variant))).toBe(true);
    }

    // With --clean, every one.
    const all = folder();
    await encodeInto(file, all, true);
    expect(fs.readdirSync(all)).toHaveLength(variantsOf(plan).length);
  });

  it('hands the build its variants once it has ended, and the build encodes what it did not make', async () => {
    const plan = await planPicture(await unseen('handed.png', 900));
    const [handed, ...others] = variantsOf(plan);
    const into = folder();
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    (globalThis as Record<symbol, unknown>)[alongside] = { dir: into, ended: () => ended };

    let settled = false;
    const bytes = encodePicture(plan).finally(() => (settled = true));
    // The build waits for the encoder's end before it reads or encodes anything.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    fs.writeFileSync(path.join(into, variantKey(plan, handed)), 'made beside');
    end();
    const [first, ...rest] = await bytes;
    expect(first.toString()).toBe('made beside');
    const read = await Promise.all(rest.map(readPicture));
    expect(read.map(({ format, width }) => ({ format, width }))).toEqual(
      others.map(({ format, width }) => ({ format, width })),
    );
  });
});
