import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { cacheEnabled, imageCacheDir } from './scripts/lib/build-cache.ts';
import { contentPlugin, mdxPlugin } from './scripts/vite/content-plugin.ts';

export default defineConfig({
  // Pull-request previews live under a sub-path such as /pr-preview/pr-12/.
  base: process.env.BASE_PATH ?? '/',
  plugins: [
    contentPlugin(),
    mdxPlugin(),
    react({ include: /\.(mdx|tsx?)$/ }),
    // The picture variants are cached with the build's other results (scripts/lib/build-cache.ts).
    imagetools({ cache: { enabled: cacheEnabled, dir: imageCacheDir() } }),
  ],
  build: {
    target: 'es2022',
    // Every browser this code runs in supports modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The build bundles the CMS at the same time (scripts/build.ts), so the plugins' wall-clock
      // timings overlap and would warn of slow plugins that are merely sharing the cores.
      checks: { bundlerTimings: false },
      // Only Emotion's unused withTheme needs these two CommonJS packages; let them be tree-shaken.
      treeshake: {
        moduleSideEffects: [
          { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
        ],
      },
      // The HTML loads `boot` (src/boot.ts and Vite's preload helper), which loads `app` after the first
      // paint: everything the app needs before it is interactive, in one file (one gzip dictionary).
      // Lazy parts stay apart.
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: /preload-helper|src[\\/]boot\.ts$/, priority: 2 },
            { name: 'app', test: /src[\\/]entry-client\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
