// The content's picture variants, encoded in a process of their own beside a build: `npm run build`
// is `node scripts/run.mjs --alongside scripts/content/encode-pictures.ts scripts/build.ts`, which
// starts this script first, at a lower priority, with a new folder and the build's arguments. It
// encodes every picture under content/images/ that the build cache lacks (every one with --clean),
// each variant into that folder under its key, and into the cache; the build takes them from there
// at its end (scripts/content/pictures.ts), since the bundles name each variant's file by its key
// alone.
//
// Why a process of its own: for its first second a build runs on one core (start-up, the content
// check), and the pictures' encodes are more than a third of its CPU. At a lower priority they take
// what the build leaves idle and yield the cores to it otherwise; in the build's own process they
// took the cores as much as the bundles did, and their threads held the file system's (libuv's)
// (docs/performance-log.md).
import fs from 'node:fs';
import path from 'node:path';
import { imagesFolder, picturePath } from '../../src/content/paths.ts';
import { encodeInto } from './pictures.ts';

const [dir, ...buildArguments] = process.argv.slice(2);
if (!dir) {
  console.error(
    'Usage: node scripts/run.mjs --alongside scripts/content/encode-pictures.ts scripts/build.ts',
  );
  process.exit(2);
}
const content = path.resolve(import.meta.dirname, '../../content');
const images = path.join(content, imagesFolder);
const pictures = fs.existsSync(images)
  ? fs
      .readdirSync(images, { recursive: true, encoding: 'utf8' })
      .map((file) => `${imagesFolder}/${file.split(path.sep).join('/')}`)
      .filter((file) => picturePath.test(file))
  : [];
const everything = buildArguments.includes('--clean');
// A picture that cannot be read is left to the build, which reports it with its page.
await Promise.allSettled(pictures.map((file) => encodeInto(path.join(content, file), dir, everything)));
