// Each content picture's variants, made with sharp: AVIF and WebP in every width up to its own, and a
// JPEG (PNG with transparency) for browsers that know neither. A picture is decoded once; each variant
// is kept in the build cache under the picture's bytes, its settings, sharp's libraries and this file,
// and that key names its file in dist/assets/, so the bundles know every address before any variant
// is encoded. A build encodes them in a process of its own (scripts/content/encode-pictures.ts).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { alongside } from '../lib/alongside.ts';
import { cachedBytes, hashOf, keepBytes, rememberBytes } from '../lib/build-cache.ts';
import { processWide } from '../lib/process-wide.ts';

const widths = [480, 800, 1200];
// AVIF at effort 2 instead of sharp's 4: a seventh of the encoding time for files 2% larger
// (measured on content/images/: 2.8 s against 18.5 s for the twelve variants, 120.5 KB against 118.3 KB).
// WebP at effort 2 instead of 4, at quality 66 rather than 72: files of the same size and likeness
// (158.2 KB for the twelve either way; a higher SSIM for eight of them) in half the encoding time.
const encodings = {
  avif: { type: 'image/avif', options: { quality: 55, effort: 2 } },
  webp: { type: 'image/webp', options: { quality: 66, effort: 2 } },
  jpeg: { type: 'image/jpeg', options: { quality: 78 } },
  // A quality below 100 makes sharp reduce the PNG to a palette of at most 256 colours.
  png: { type: 'image/png', options: { quality: 90 } },
} as const;
type Format = keyof typeof encodings;
const sourceFormats: Format[] = ['avif', 'webp'];

export interface Variant {
  file: string;
  format: Format;
  width: number;
}

export interface PicturePlan {
  // The bytes the plan was made from, so its variants are encoded from the same picture.
  source: Buffer;
  // Their hash, a part of each variant's key.
  hash: string;
  width: number;
  height: number;
  sources: { type: string; variants: Variant[] }[];
  fallback: Variant;
}

// Many entries, and both bundles, share a picture: it is read once per process, and again once it
// changes (an editor's save while the dev server runs).
const plans = processWide(
  'picture-plans',
  () => new Map<string, { version: string; plan: Promise<PicturePlan> }>(),
);
const encoded = processWide('picture-variants', () => new WeakMap<PicturePlan, Promise<Buffer[]>>());
// What a variant's bytes come from besides the picture, its format and width: sharp's libraries
// (built for this system and processor) and this file. Part of every variant's key, and so of its
// file's name.
export const pipelineVersion = hashOf(
  JSON.stringify(sharp.versions),
  `${process.platform}-${process.arch}`,
  fs.readFileSync(import.meta.filename),
);

export function planPicture(file: string): Promise<PicturePlan> {
  const { mtimeMs, size } = fs.statSync(file);
  const version = `${mtimeMs}:${size}`;
  const known = plans.get(file);
  if (known?.version === version) return known.plan;
  const plan = makePlan(file);
  plans.set(file, { version, plan });
  return plan;
}

async function makePlan(file: string): Promise<PicturePlan> {
  const source = await fsp.readFile(file);
  // A photo's EXIF orientation is applied: its size is as it is shown.
  const { autoOrient, hasAlpha } = await sharp(source).metadata();
  const { width, height } = autoOrient;
  // Never larger than the original: upscaling only adds bytes.
  const sizes = [...new Set([...widths.filter((candidate) => candidate < width), width])];
  const middle = sizes[Math.floor((sizes.length - 1) / 2)];
  return {
    source,
    hash: hashOf(source),
    width,
    height,
    sources: sourceFormats.map((format) => ({
      type: encodings[format].type,
      variants: sizes.map((size) => ({ file, format, width: size })),
    })),
    fallback: { file, format: hasAlpha ? 'png' : 'jpeg', width: middle },
  };
}

export const typeOf = (variant: Variant) => encodings[variant.format].type;

// Every variant of a plan, its sources' first and the fallback last.
export const variantsOf = (plan: PicturePlan) => [
  ...plan.sources.flatMap((source) => source.variants),
  plan.fallback,
];

// A variant's key in the build cache, and so the name of its file in dist/assets/: the picture's
// name and the key's first 48 bits, as Vite names a file by its bytes (which follow from the key's
// parts). The bundles name the file as soon as the picture is planned; the build writes it last.
export const variantKey = (plan: PicturePlan, { format, width }: Variant) =>
  hashOf(pipelineVersion, format, String(width), plan.hash);
export function variantFile(plan: PicturePlan, variant: Variant): string {
  const short = Buffer.from(variantKey(plan, variant), 'hex').toString('base64url').slice(0, 8);
  return `${path.basename(variant.file, path.extname(variant.file))}-${short}.${variant.format}`;
}

// The bytes of variantsOf(plan), in that order: from the build cache, from the encoder a build runs
// beside itself, or encoded now (once per process: the build's end, or the dev server's first
// request). A failure is not kept: the next request tries again.
export function encodePicture(plan: PicturePlan): Promise<Buffer[]> {
  let bytes = encoded.get(plan);
  if (!bytes) {
    bytes = inTurn(() => {
      const encode = encoderOf(plan);
      return Promise.all(
        variantsOf(plan).map((variant) => {
          const key = variantKey(plan, variant);
          return rememberBytes('pictures', key, async () => (await fromEncoder(key)) ?? encode(variant));
        }),
      );
    });
    encoded.set(plan, bytes);
    bytes.catch(() => encoded.delete(plan));
  }
  return bytes;
}

// Encodes each variant of the picture `file` into `dir`, named by its key, and keeps it in the build
// cache, but those the cache holds (unless `everything`): the work of
// scripts/content/encode-pictures.ts. The cache keeps what no page shows (a draft's picture, an
// upload not used yet) too, so it is not encoded again at every build. The picture is read in its
// turn, as its variants are encoded.
export function encodeInto(file: string, dir: string, everything: boolean): Promise<void> {
  return inTurn(async () => {
    const plan = await planPicture(file);
    const encode = encoderOf(plan);
    const wanted = variantsOf(plan).filter(
      (variant) => everything || !cachedBytes('pictures', variantKey(plan, variant)),
    );
    await Promise.all(
      wanted.map(async (variant) => {
        const key = variantKey(plan, variant);
        const bytes = await encode(variant);
        // Written beside and renamed: the build reads the folder once this process has ended, and
        // an encoder that stopped halfway leaves no half a file. The folder is what the build reads;
        // the cache may have been cleared meanwhile (--clean).
        await fsp.writeFile(path.join(dir, `${key}.partial`), bytes);
        await fsp.rename(path.join(dir, `${key}.partial`), path.join(dir, key));
        keepBytes('pictures', key, bytes);
      }),
    );
  });
}

// The variants of one picture, decoded once for all of them.
function encoderOf(plan: PicturePlan): (variant: Variant) => Promise<Buffer> {
  let decoded: Promise<{ data: Buffer; info: sharp.OutputInfo }> | undefined;
  return async ({ format, width }) => {
    decoded ??= sharp(plan.source, { autoOrient: true }).raw().toBuffer({ resolveWithObject: true });
    const { data, info } = await decoded;
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return sharp(data, { raw }).resize({ width }).toFormat(format, encodings[format].options).toBuffer();
  };
}

// A variant that scripts/content/encode-pictures.ts made beside this build (scripts/run.mjs's
// --alongside), read once that process has ended, so that none is encoded twice; undefined when it
// did not make that one (counted in missedByEncoder), or no encoder runs beside this process.
export const missedByEncoder = processWide('pictures-missed-by-encoder', () => ({ count: 0 }));
async function fromEncoder(key: string): Promise<Buffer | undefined> {
  const encoder = alongside();
  if (!encoder) return undefined;
  await encoder.ended();
  const bytes = await fsp.readFile(path.join(encoder.dir, key)).catch(() => undefined);
  if (!bytes) missedByEncoder.count++;
  return bytes;
}

// A picture holds its decoded pixels (36 MB at 12 megapixels) until its last variant is encoded, so
// at most four are encoded at a time, as many as the threads sharp's work is queued on (libuv's).
const turns = processWide('picture-turns', () => ({ free: 4, waiting: [] as (() => void)[] }));
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (turns.free > 0) turns.free--;
  else await new Promise<void>((resolve) => turns.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = turns.waiting.shift();
    if (next) next();
    else turns.free++;
  }
}
