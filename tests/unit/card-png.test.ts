// The social cards' PNG encoder (builder/seo/card-png.ts): a band of rows over a background compressed
// once gives the image encoded whole, wherever the band is, in a PNG a strict decoder accepts.
import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bandedPng } from '../../builder/seo/card-png.ts';

// Opaque RGBA noise: nothing repeats, so a part joined at the wrong place cannot go unnoticed.
function noise(width: number, rows: number, seed: number): Uint8Array {
  const rgba = new Uint8Array(width * rows * 4);
  let state = seed;
  for (let at = 0; at < rgba.length; at++) {
    state = (state * 1103515245 + 12345) >>> 0;
    rgba[at] = at % 4 === 3 ? 255 : state >>> 24;
  }
  return rgba;
}

const rgbOf = (rgba: Uint8Array) => Buffer.from(rgba.filter((_, at) => at % 4 !== 3));

// Every chunk's CRC, and the zlib stream inflated by Node's zlib, which checks its Adler-32.
function checkStrictly(png: Buffer): Buffer {
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    const type = typeAndData.subarray(0, 4).toString('latin1');
    expect(png.readUInt32BE(at + 8 + length), `the CRC of ${type}`).toBe(zlib.crc32(typeAndData));
    if (type === 'IDAT') idat.push(typeAndData.subarray(4));
    at += 12 + length;
  }
  return zlib.inflateSync(Buffer.concat(idat));
}

// Like the cards' gradient, each row is the one above moved a pixel: deflate refers back to the rows above.
function diagonals(width: number, height: number): Uint8Array {
  const line = noise(width + height, 1, 1);
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) rgba.set(line.subarray(y * 4, (y + width) * 4), y * width * 4);
  return rgba;
}

describe('the banded PNG encoder', () => {
  // 37 pixels is not a multiple of the four pixels filterRows packs at once; 63 rows end in a short group.
  const [width, height] = [37, 63];
  const background = diagonals(width, height);
  const png = bandedPng(width, height, background);

  it.each([
    ['in the middle', 21, 34],
    ['at the top', 0, 5],
    ['at the bottom', 58, 63],
    ['over the whole image', 0, 63],
    ['of no rows', 30, 30],
  ])('gives the image with its band replaced, for a band %s', async (_name, top, bottom) => {
    const band = png.band(top, bottom);
    expect(band.from).toBeLessThanOrEqual(top);
    expect(band.from + band.rows).toBeGreaterThanOrEqual(Math.min(bottom, height));
    const rows = noise(width, band.rows, 2);
    const expected = Uint8Array.from(background);
    expected.set(rows, band.from * width * 4);

    const encoded = png.encode(band.from, rows);
    const { data, info } = await sharp(encoded).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width, height, channels: 3 });
    expect(data.equals(rgbOf(expected))).toBe(true);
    // Each row as PNG stores it: the filter byte, then the row's RGB.
    expect(checkStrictly(encoded).length).toBe(height * (width * 3 + 1));
  });

  it('refuses a band that does not start where one can', () => {
    expect(() => png.encode(png.band(10, 20).from + 1, new Uint8Array(width * 4))).toThrow(/multiple/);
  });
});
