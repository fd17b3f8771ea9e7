// What sharp reads in a picture's bytes, with the format named as the build names it: sharp reads an
// AVIF file as HEIF compressed with AV1.
import sharp from 'sharp';

export async function readPicture(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  const { format, compression } = metadata;
  return { ...metadata, format: format === 'heif' && compression === 'av1' ? 'avif' : format };
}
