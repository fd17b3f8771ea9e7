// Writes .br and .gz beside every text file of a build, as static hosts serve them: the local server
// (scripts/serve.ts) then answers with the same bytes a visitor's browser would download.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

export async function precompress(dir: string): Promise<void> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        // The best brotli takes seconds per megabyte: large files (the CMS) get a quicker setting.
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: data.length < 512_000 ? 11 : 6 } }),
        gzip(data, { level: 9 }),
      ]);
      // A compressed copy that is not smaller would only cost the visitor time to unpack it.
      if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
}
