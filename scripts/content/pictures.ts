// The responsive variants of content pictures, made with sharp: AVIF and WebP in every width up to the
// picture's own, and one JPEG (PNG when the picture has transparency) as the plain src for browsers
// that know neither. Each picture is decoded once and every variant encoded from its pixels; a variant
// is kept in the build cache under a hash of the picture's bytes, its settings, sharp's libraries and
// this file, so only a new or changed picture is encoded again, and a change to how they are made
// encodes them all.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import sharp from 'sharp';
import { hashOf, rememberBytes } from '../lib/build-cache.ts';
import { processWide } from '../lib/process-wide.ts';

const widths = [480, 800, 1200];
// AVIF at effort 2 instead of sharp's 4: a seventh of the encoding time for files 2% larger
// (measured on content/images/: 2.8 s against 18.5 s for the twelve variants, 120.5 KB against 118.3 KB).
const encodings = {
  avif: { type: 'image/avif', options: { quality: 55, effort: 2 } },
  webp: { type: 'image/webp', options: { quality: 72 } },
  jpeg: { type: 'image/jpeg', options: { quality: 78 } },
  // A quality makes sharp reduce the PNG to a palette of as few colours as keep it.
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
  width: number;
  height: number;
  sources: { type: string; variants: Variant[] }[];
  fallback: Variant;
}

// Many entries, and both bundles, share a picture: each file is read once per build process (and again
// once it changes).
const plans = processWide('picture-plans', () => new Map<string, Promise<PicturePlan>>());
const encoded = processWide('picture-variants', () => new Map<string, Promise<Buffer[]>>());
const pipelineVersion = hashOf(JSON.stringify(sharp.versions), fs.readFileSync(import.meta.filename));
const versionOf = (file: string) => `${file}:${fs.statSync(file).mtimeMs}`;

export function planPicture(file: string): Promise<PicturePlan> {
  const version = versionOf(file);
  let plan = plans.get(version);
  if (!plan) plans.set(version, (plan = makePlan(file)));
  return plan;
}

async function makePlan(file: string): Promise<PicturePlan> {
  const { width = 0, height = 0, hasAlpha } = await sharp(file).metadata();
  // Never larger than the original: upscaling only adds bytes.
  const sizes = [...new Set([...widths.filter((candidate) => candidate < width), width])];
  const middle = sizes[Math.floor((sizes.length - 1) / 2)];
  return {
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

// The bytes of variantsOf(plan), in that order: from the build cache, or encoded now (once per
// process, whichever bundle asks first), all from one decoding of the picture.
export function encodePicture(plan: PicturePlan): Promise<Buffer[]> {
  const { file } = plan.fallback;
  const version = versionOf(file);
  let bytes = encoded.get(version);
  if (!bytes) encoded.set(version, (bytes = encodeVariants(file, variantsOf(plan))));
  return bytes;
}

async function encodeVariants(file: string, variants: Variant[]): Promise<Buffer[]> {
  const source = await fsp.readFile(file);
  let decoded: Promise<{ data: Buffer; info: sharp.OutputInfo }> | undefined;
  return Promise.all(
    variants.map(({ format, width }) =>
      rememberBytes('pictures', hashOf(pipelineVersion, format, String(width), source), async () => {
        decoded ??= sharp(source).raw().toBuffer({ resolveWithObject: true });
        const { data, info } = await decoded;
        const raw = { width: info.width, height: info.height, channels: info.channels };
        return sharp(data, { raw }).resize({ width }).toFormat(format, encodings[format].options).toBuffer();
      }),
    ),
  );
}
