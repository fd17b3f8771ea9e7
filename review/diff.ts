// Where two screenshots differ (pixelmatch): the changes in red, their share, and crops of where they begin.
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

export interface Difference {
  // Changed pixels over all pixels of the larger screenshot, 0 to 1.
  share: number;
  diff: Buffer;
  crop?: { before: Buffer; after: Buffer; top: number };
}

// Both screenshots on one canvas size; the shorter page is padded with white below.
async function rgba(png: Buffer, width: number, height: number) {
  const { width: w = 0, height: h = 0 } = await sharp(png).metadata();
  return sharp(png)
    .ensureAlpha()
    .extend({ right: width - w, bottom: height - h, background: '#ffffff' })
    .raw()
    .toBuffer();
}

const raw = (data: Buffer, width: number, height: number) =>
  sharp(data, { raw: { width, height, channels: 4 } });

export async function compareScreenshots(before: Buffer, after: Buffer): Promise<Difference> {
  const [a, b] = await Promise.all([sharp(before).metadata(), sharp(after).metadata()]);
  const width = Math.max(a.width ?? 0, b.width ?? 0);
  const height = Math.max(a.height ?? 0, b.height ?? 0);
  const [one, two] = await Promise.all([rgba(before, width, height), rgba(after, width, height)]);
  const output = Buffer.alloc(width * height * 4);
  const changed = pixelmatch(one, two, output, width, height, {
    threshold: 0.1,
    includeAA: false,
    diffColor: [255, 0, 0],
    aaColor: [255, 255, 0],
  });
  const diff = await raw(output, width, height).png().toBuffer();
  if (!changed) return { share: 0, diff };

  // A longer text moves all below it: the first changed row, not the densest stretch, is where it changed.
  const red = (i: number) => output[i] === 255 && output[i + 1] === 0 && output[i + 2] === 0;
  let pixel = 0;
  while (pixel < width * height && !red(pixel * 4)) pixel++;
  const first = Math.floor(pixel / width);
  const window = Math.min(height, Math.round(width * 0.75));
  const top = Math.max(0, Math.min(first - 40, height - window));
  const cut = (data: Buffer) =>
    raw(data, width, height).extract({ left: 0, top, width, height: window }).png().toBuffer();
  const [cropBefore, cropAfter] = await Promise.all([cut(one), cut(two)]);
  return { share: changed / (width * height), diff, crop: { before: cropBefore, after: cropAfter, top } };
}
