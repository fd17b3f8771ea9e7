// The content's picture variants (scripts/content/pictures.ts) in Vite. A build emits each as a file
// (Vite names it by its bytes), once however many modules show the picture; the dev server makes a
// picture's variants when a page first asks for one, at addresses of their own under the site's base.
import fs from 'node:fs';
import path from 'node:path';
import type { Rollup, ResolvedConfig, ViteDevServer } from 'vite';
import { picturePath } from '../../src/content/paths.ts';
import { encodePicture, planPicture, typeOf, variantsOf, type PicturePlan } from '../content/pictures.ts';

// The addresses of a picture's variants (variantsOf), in that order.
export type PictureAddresses = (plan: PicturePlan) => Promise<string[]>;

const devFolder = '@pictures/';

export function pictureFiles(config: ResolvedConfig) {
  const contentDir = path.join(config.root, 'content');
  const devPrefix = `${config.base}${devFolder}`;
  let emitted = new Map<PicturePlan, Promise<string[]>>();

  const emit = (context: Rollup.PluginContext, plan: PicturePlan) =>
    encodePicture(plan).then((bytes) =>
      variantsOf(plan).map(({ file, format }, index) => {
        const reference = context.emitFile({
          type: 'asset',
          name: `${path.basename(file, path.extname(file))}.${format}`,
          originalFileName: path.relative(config.root, file).split(path.sep).join('/'),
          source: bytes[index],
        });
        return `__VITE_ASSET__${reference}__`;
      }),
    );

  return {
    // A new build emits its own files.
    reset() {
      emitted = new Map();
    },

    addressesIn:
      (context: Rollup.PluginContext): PictureAddresses =>
      async (plan) => {
        if (config.command === 'serve') {
          // Every variant is of the plan's one file: its path and time, read once.
          const { file } = plan.fallback;
          const image = path.relative(contentDir, file).split(path.sep).join('/');
          const version = Math.trunc(fs.statSync(file).mtimeMs);
          return variantsOf(plan).map(
            ({ format, width }) => `${devPrefix}${format}/${width}/${image}?v=${version}`,
          );
        }
        let addresses = emitted.get(plan);
        if (!addresses) emitted.set(plan, (addresses = emit(context, plan)));
        return addresses;
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
