// PNG encoding for images that differ from one background in a band of rows, as the social cards do: a card
// compresses only the groups of rows its band covers and joins them with the background's, compressed once.
import zlib from 'node:zlib';

// A group's rows must be more than deflate's 32 KiB window: a group then refers back only into the
// group before it, so the group after a band, compressed on its own, is all the rows it can see.
const window = 32 * 1024;
const groupRows = 10;
// zlib's level 3: the undithered gradient repeats from row to row, which level 3 finds as well as 6.
const level = 3;
const adlerBase = 65521;

// Four pixels at a time go into three aligned words, twice as fast as a byte at a time.
function filterRows(rgba: Uint8Array | Uint8ClampedArray, width: number): Buffer {
  const aligned = rgba.byteOffset % 4 ? rgba.slice() : rgba;
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  const rows = pixels.length / width;
  const rowBytes = width * 3 + 1;
  const raw = Buffer.allocUnsafe(rows * rowBytes);
  const row = new Uint32Array(Math.ceil((width * 3) / 4));
  const rowView = new Uint8Array(row.buffer, 0, width * 3);
  const whole = width - (width % 4);
  // Little-endian, as every machine Node runs on: red is a pixel's lowest byte.
  for (let y = 0, from = 0; y < rows; y++) {
    let word = 0;
    for (const end = from + whole; from < end; from += 4, word += 3) {
      const a = pixels[from] & 0xffffff;
      const b = pixels[from + 1] & 0xffffff;
      const c = pixels[from + 2] & 0xffffff;
      const d = pixels[from + 3] & 0xffffff;
      row[word] = a | (b << 24);
      row[word + 1] = (b >>> 8) | (c << 16);
      row[word + 2] = (c >>> 16) | (d << 8);
    }
    for (let x = whole * 3; x < width * 3; x += 3, from++) {
      rowView[x] = pixels[from];
      rowView[x + 1] = pixels[from] >>> 8;
      rowView[x + 2] = pixels[from] >>> 16;
    }
    raw[y * rowBytes] = 0;
    raw.set(rowView, y * rowBytes + 1);
  }
  return raw;
}

// Read from the end of a stored (level 0) zlib stream: twice as fast as a loop here.
function adler32(bytes: Buffer): number {
  const stored = zlib.deflateSync(bytes, { level: 0, chunkSize: bytes.length + 1024 });
  return stored.readUInt32BE(stored.length - 4);
}

// zlib's adler32_combine: the checksum of two byte runs one after the other, from each one's.
function joinAdler(first: number, second: number, secondLength: number): number {
  const rem = secondLength % adlerBase;
  const sum1 = ((first & 0xffff) + (second & 0xffff) + adlerBase - 1) % adlerBase;
  const sum2 =
    (((rem * (first & 0xffff)) % adlerBase) + (first >>> 16) + (second >>> 16) + adlerBase - rem) % adlerBase;
  return ((sum2 << 16) | sum1) >>> 0;
}

// `bytes` compressed as the bytes after `before` (deflate may refer back into those), ending on a byte
// boundary (a sync flush) so that the next part follows, with the Adler-32 and length of what they
// decompress to, which the stream's checksum joins.
function part(bytes: Buffer, before: Buffer) {
  const deflated = zlib.deflateRawSync(bytes, {
    level,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
    ...(before.length ? { dictionary: before.subarray(-window) } : {}),
  });
  return { deflated, adler: adler32(bytes), length: bytes.length };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// zlib's two-byte header (deflate, 32 KiB window) and, after the parts, an empty final block.
const zlibHeader = Buffer.from([0x78, 0x5e]);
const finalBlock = Buffer.from([0x03, 0x00]);

// `background` is opaque RGBA.
export function bandedPng(width: number, height: number, background: Uint8Array | Uint8ClampedArray) {
  const raw = filterRows(background, width);
  const groupBytes = groupRows * (width * 3 + 1);
  const count = Math.ceil(height / groupRows);
  const groups = Array.from({ length: count }, (_, index) => {
    const bytes = raw.subarray(index * groupBytes, (index + 1) * groupBytes);
    return {
      // After the background's rows above it, as where a card's band is below it.
      linked: part(bytes, raw.subarray(0, index * groupBytes)),
      // Right after a band, whose rows it must not refer to.
      alone: part(bytes, Buffer.alloc(0)),
    };
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits a channel, RGB, deflate, filtered a row at a time, not interlaced.
  header.set([8, 2, 0, 0, 0], 8);
  const head = Buffer.concat([signature, chunk('IHDR', header)]);
  const iend = chunk('IEND', Buffer.alloc(0));

  return {
    // The rows to read back for a change to rows `top` to `bottom` (exclusive): whole groups.
    band(top: number, bottom: number) {
      const first = Math.min(count, Math.max(0, Math.floor(top / groupRows)));
      const last = Math.min(count, Math.max(first, Math.ceil(bottom / groupRows)));
      const from = first * groupRows;
      return { from, rows: Math.min(height, last * groupRows) - from };
    },
    // The PNG of the background with the rows from `from` replaced by `rgba`, read back for `band`.
    encode(from: number, rgba: Uint8Array | Uint8ClampedArray) {
      if (from % groupRows)
        throw new Error(`A band starts at a multiple of ${groupRows} rows, not at ${from}`);
      const first = from / groupRows;
      const last = first + Math.ceil(rgba.length / (width * 4) / groupRows);
      const parts = [
        ...groups.slice(0, first).map((group) => group.linked),
        part(filterRows(rgba, width), raw.subarray(0, first * groupBytes)),
        ...groups.slice(last).map((group, index) => (index ? group.linked : group.alone)),
      ];
      const checksum = Buffer.alloc(4);
      checksum.writeUInt32BE(parts.reduce((sum, each) => joinAdler(sum, each.adler, each.length), 1));
      const stream = [zlibHeader, ...parts.map((each) => each.deflated), finalBlock, checksum];
      return Buffer.concat([head, chunk('IDAT', Buffer.concat(stream)), iend]);
    },
  };
}

export type BandedPng = ReturnType<typeof bandedPng>;
