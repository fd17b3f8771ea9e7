// The content's picture variants (scripts/content/pictures.ts) in Vite. A build names each variant's
// file by its key (pictures.ts), without waiting for its bytes, and lists the files its client
// bundle names in picturesList, which scripts/build.ts reads to write them; the dev server makes a
// picture's variants when a page first asks for one, at addresses of their own under the site's base.
import fs from 'node:fs';
import path from 'node:path';
import type { Rollup, ResolvedConfig, ViteDevServer } from 'vite';
import { picturePath } from '../../src/content/paths.ts';
import {
  encodePicture,
  missedByEncoder,
  planPicture,
  typeOf,
  variantFile,
  variantsOf,
  type PicturePlan,
} from '../content/pictures.ts';

// The addresses of a picture's variants (variantsOf), in that order.
export type PictureAddresses = (plan: PicturePlan) => string[];

// In the client bundle's folder: each picture file the bundle names, as its path under the folder →
// the picture's path under the project (its name says which variant). scripts/build.ts writes the
// files and removes the list.
export const picturesList = 'pictures.json';
export type PicturesList = Record<string, string>;

const devFolder = '@pictures/';

export function pictureFiles(config: ResolvedConfig) {
  const contentDir = path.join(config.root, 'content');
  const devPrefix = `${config.base}${devFolder}`;
  let named: PicturesList = {};

  return {
    // A new build names its own files.
    reset() {
      named = {};
    },

    addresses: ((plan) => {
      if (config.command === 'serve') {
        // Every variant is of the plan's one file: its path and time, read once.
        const { file } = plan.fallback;
        const image = path.relative(contentDir, file).split(path.sep).join('/');
        const version = Math.trunc(fs.statSync(file).mtimeMs);
        return variantsOf(plan).map(
          ({ format, width }) => `${devPrefix}${format}/${width}/${image}?v=${version}`,
        );
      }
      return variantsOf(plan).map((variant) => {
        const file = `${config.build.assetsDir}/${variantFile(plan, variant)}`;
        named[file] = path.relative(config.root, variant.file).split(path.sep).join('/');
        return `${config.base}${file}`;
      });
    }) satisfies PictureAddresses,

    // The client bundle's list of the files it names (the server bundle's pages name the same).
    emitList(context: Rollup.PluginContext) {
      if (config.build.ssr || !Object.keys(named).length) return;
      const sorted = Object.fromEntries(Object.entries(named).sort(([a], [b]) => (a < b ? -1 : 1)));
      context.emitFile({ type: 'asset', fileName: picturesList, source: JSON.stringify(sorted) });
    },

    // Answers /@pictures/<format>/<width>/<picture's path inside content/>.
    serve(server: ViteDevServer) {
      server.middlewares.use((request, response, next) => {
        const address = request.url?.split('?')[0] ?? '';
        if (!address.startsWith(devPrefix)) return next();
        let parts: string[];
        try {
          parts = decodeURIComponent(address.slice(devPrefix.length)).split('/');
        } catch {
          return next();
        }
        const [format, width, ...rest] = parts;
        const image = rest.join('/');
        const file = path.join(contentDir, image);
        if (!picturePath.test(image) || !fs.existsSync(file)) return next();
        planPicture(file)
          .then(async (plan) => {
            const variants = variantsOf(plan);
            const index = variants.findIndex(
              (variant) => variant.format === format && `${variant.width}` === width,
            );
            if (index < 0) return next();
            const bytes = (await encodePicture(plan))[index];
            response.writeHead(200, { 'Content-Type': typeOf(variants[index]) });
            response.end(bytes);
          })
          .catch(next);
      });
    },
  };
}

// Writes the picture files the client bundle in `clientDir` names (its picturesList), then removes
// the list. Each is read from the build cache, taken from the encoder beside the build, or encoded.
export async function writePictureFiles(root: string, clientDir: string): Promise<void> {
  const listFile = path.join(clientDir, picturesList);
  if (!fs.existsSync(listFile)) return;
  const list = JSON.parse(fs.readFileSync(listFile, 'utf8')) as PicturesList;
  const pictures = [...new Set(Object.values(list))];
  await Promise.all(
    pictures.map(async (picture) => {
      const plan = await planPicture(path.join(root, picture));
      const names = variantsOf(plan).map((variant) => variantFile(plan, variant));
      const bytes = await encodePicture(plan);
      await Promise.all(
        Object.keys(list)
          .filter((file) => list[file] === picture)
          .map((file) => {
            const index = names.indexOf(path.basename(file));
            if (index < 0)
              throw new Error(
                `${picture} changed while the site was built; build again (with --clean if it recurs)`,
              );
            return fs.promises.writeFile(path.join(clientDir, file), bytes[index]);
          }),
      );
    }),
  );
  fs.rmSync(listFile);
  // The encoder beside the build should have made every one: those it did not cost the build their
  // encoding at its end (an encoder that failed, or a key it computes otherwise than the build).
  if (missedByEncoder.count)
    console.warn(
      `${missedByEncoder.count} picture variants were not made by scripts/content/encode-pictures.ts, and the build encoded them itself`,
    );
}
