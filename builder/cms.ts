// The CMS at /admin/, built as a bundle of its own the public pages never load, and what `npm run cms` shares.
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { cmsConfigYaml } from '../cms/config.ts';
import { codeVersion, hashOf, rememberDir } from './cache.ts';

// Sveltia CMS's code highlighting, one chunk per language; see cms/no-highlighting.ts.
const highlighting = /^@shikijs\/langs\/.+$/;
const noHighlighting = path.resolve(import.meta.dirname, '../cms/no-highlighting.ts');

// MDX's parser imports acorn as ESM and acorn-jsx requires it as CommonJS: without this the CMS carries both.
const acornModule = path.join(path.dirname(createRequire(import.meta.url).resolve('acorn')), 'acorn.mjs');

export const adminAliases = [
  { find: highlighting, replacement: noHighlighting },
  { find: /^acorn$/, replacement: acornModule },
];

// The previews' components read cms/preview/content.ts, what the editor is typing, for src/content.ts.
export function previewContentPlugin(root: string): Plugin {
  const real = path.join(root, 'src/content.ts');
  const standIn = path.join(root, 'cms/preview/content.ts');
  return {
    name: 'agency-preview-content',
    enforce: 'pre',
    resolveId: {
      filter: { id: /(^|\/)content(\.ts)?$/ },
      async handler(source, importer, options) {
        if (!importer) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved?.id === real ? standIn : null;
      },
    },
  };
}

// A build of its own, so no chunk is shared with the public pages; a content edit reuses the cached one.
// The CMS goes into the admin/ folder of `outDir`, the site's build folder.
export async function buildAdmin({ root, outDir, base }: Record<'root' | 'outDir' | 'base', string>) {
  const config = cmsConfigYaml(root);
  const target = path.join(outDir, 'admin');
  await rememberDir(hashOf('admin', codeVersion(), base, config), target, async () => {
    await build({
      root,
      base,
      configFile: false,
      // The site's build copies public/; this one only resolves /favicon.svg against it.
      publicDir: path.join(root, 'public'),
      // The CMS's own bundle warns about its size and its libraries' directives; nothing to act on.
      logLevel: 'error',
      resolve: { alias: adminAliases },
      plugins: [previewContentPlugin(root)],
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        assetsDir: 'admin/assets',
        target: 'es2022',
        // Nothing prints the sizes at this log level, and gzipping every file to print them costs time.
        reportCompressedSize: false,
        // Sveltia CMS comes minified: compressing and mangling its 3 MB again cost about 4 s of CPU.
        minify: false,
        rolldownOptions: {
          input: { admin: path.join(root, 'cms/index.html') },
          output: { minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } } },
        },
      },
    });
    // Vite writes the page where its source is, cms/index.html; it is served at /admin/.
    await fsp.rename(path.join(outDir, 'cms/index.html'), path.join(target, 'index.html'));
    await fsp.rmdir(path.join(outDir, 'cms'));
  });
  await fsp.writeFile(path.join(target, 'config.yml'), config);
}
