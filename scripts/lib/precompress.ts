// Writes .br and .gz beside every text file of a build, as static hosts serve them: the local server
// (scripts/serve.ts) then answers with the same bytes a visitor's browser would download.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

// The best brotli (11) costs about 30 ms per page: worth it for the few fingerprinted assets, not for
// one HTML file per page (7 is 30 times faster and 10% larger), nor for the CMS's megabytes.
const quality = (file: string, size: number) =>
  size > 512_000 ? 5 : file.includes(`${path.sep}assets${path.sep}`) ? 11 : 7;

export async function precompress(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality(file, data.length) } }),
        gzip(data, { level: 9 }),
      ]);
      // A compressed copy that is not smaller would only cost the visitor time to unpack it.
      if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
}
