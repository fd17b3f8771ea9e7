// The picture variants (scripts/content/pictures.ts) of pictures made for the test, each of a random
// colour so that no earlier run's variants are in the build cache: which variants a picture gets, that
// each is encoded in its format and width, and that a picture written over is encoded again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodePicture, planPicture, variantsOf } from '../../scripts/content/pictures';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pictures-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function picture(name: string, width: number, height: number, transparent = false): Promise<string> {
  const [r, g, b] = crypto.randomBytes(3);
  const file = path.join(dir, name);
  await sharp({
    create: { width, height, channels: transparent ? 4 : 3, background: { r, g, b, alpha: 0.5 } },
  })
    .png()
    .toFile(file);
  return file;
}

// Each variant as [format, width], and what sharp reads in the bytes made for it.
const described = (variants: { format: string; width: number }[]) =>
  variants.map(({ format, width }) => [format, width]);
async function read(bytes: Buffer[]) {
  const read = await Promise.all(bytes.map((variant) => sharp(variant).metadata()));
  return read.map(({ format, compression, width }) => [
    format === 'heif' && compression === 'av1' ? 'avif' : format,
    width,
  ]);
}

describe('the variants of a picture', () => {
  it('are AVIF and WebP at 480, 800 and 1,200 px and its own width, and a JPEG at 800 px', async () => {
    const plan = await planPicture(await picture('wide.png', 1500, 1000));
    expect(plan).toMatchObject({ width: 1500, height: 1000 });
    expect(plan.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(described(variantsOf(plan))).toEqual([
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
    const plan = await planPicture(await picture('small.png', 300, 200, true));
    expect(described(variantsOf(plan))).toEqual([
      ['avif', 300],
      ['webp', 300],
      ['png', 300],
    ]);
  });

  it('are encoded in their formats and widths, and again when the picture is written over', async () => {
    const file = await picture('team.png', 600, 400);
    const plan = await planPicture(file);
    expect(await read(await encodePicture(plan))).toEqual(described(variantsOf(plan)));

    fs.renameSync(await picture('other.png', 500, 300, true), file);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const replaced = await planPicture(file);
    expect(replaced).toMatchObject({ width: 500, height: 300 });
    expect(await read(await encodePicture(replaced))).toEqual([
      ['avif', 480],
      ['avif', 500],
      ['webp', 480],
      ['webp', 500],
      ['png', 480],
    ]);
  });
});
