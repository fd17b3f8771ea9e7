import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { cacheEnabled, picturesCache } from './builder/cache.ts';
import { buildDirs, siteBuild } from './builder/build.ts';
import { preview } from './site.config.ts';
import { contentPlugin, mdxPlugin } from './builder/content-plugin.ts';

// React Router 7.18 resolves to its development build in every mode (remix-run/react-router#14102),
// so the app chunk carried its development warnings. A production build takes the package's
// production files, in the server bundle too: there Node would otherwise load the development build
// beside them, two routers, and every page fails ("useLocation() may be used only in the context of
// a <Router>"). The dev server and a build with NODE_ENV=development keep the development build.
const routerFiles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const productionFiles: Record<string, string> = {
  'react-router': path.join(routerFiles, 'index.mjs'),
  'react-router/dom': path.join(routerFiles, 'dom-export.mjs'),
};
function productionRouter(): Plugin {
  let production = false;
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    configResolved: (config) => {
      production = config.isProduction;
    },
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler: (source) => (production ? (productionFiles[source] ?? null) : null),
    },
  };
}

// The footer's copyright year as written into the HTML; the client starts from it so hydration matches.
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());

export default defineConfig(({ command, mode }) => {
  // `vite build --mode preview` builds as a pull request's preview is built (site.config.ts).
  if (mode === 'preview')
    Object.assign(process.env, {
      BASE_PATH: preview.base,
      CONTENT_DRAFTS: 'show',
      SITE_CMS: 'off',
      OUT_DIR: process.env.OUT_DIR ?? preview.dist,
    });
  // A build prints what went wrong; the dev server its address too.
  return { ...siteConfig(), logLevel: command === 'build' ? 'warn' : 'info' };
});

export function siteConfig(): UserConfig {
  // boot.ts starts React in one task and the app in the next (src/boot.ts); the app's file is fetched
  // alongside React's, not a round trip after it. Its name is known once the bundle is written.
  let appFile: string | undefined;
  const findAppFile: Plugin = {
    name: 'find-app-file',
    apply: 'build',
    generateBundle(_, bundle) {
      appFile = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === 'app')?.fileName;
    },
  };

  return {
    // Pull-request previews live under a sub-path such as /pr-preview/pr-12/.
    base: process.env.BASE_PATH || '/',
    plugins: [
      contentPlugin(),
      // The content's picture variants (builder/content-plugin.ts), kept with the build's cache.
      imagetools({ cache: { enabled: cacheEnabled, dir: picturesCache } }),
      mdxPlugin(),
      react({ include: /\.(mdx|tsx?)$/ }),
      findAppFile,
      productionRouter(),
      siteBuild(),
    ],
    // `npm run dev` pre-bundles what the site's page imports: scanning cms/index.html too (the CMS is
    // `npm run cms`'s) would bundle the CMS and the MDX compiler on every cold start.
    optimizeDeps: { entries: ['index.html'] },
    // `vite build` runs builder/build.ts, which builds both environments and prerenders the pages.
    builder: { sharedConfigBuild: true },
    environments: {
      client: { build: { outDir: buildDirs().clientDir, emptyOutDir: true } },
      ssr: { build: { ssr: 'src/entry-server.tsx', outDir: buildDirs().serverDir, emptyOutDir: true } },
    },
    ssr: { noExternal: ['react-router', 'react-router-dom'] },
    build: {
      target: 'es2022',
      // Every browser this code runs in supports modulepreload natively.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps) =>
          /(^|\/)libraries-[^/]+\.js$/.test(file) && appFile ? [...deps, appFile] : deps,
      },
      rolldownOptions: {
        // The build bundles the CMS at the same time (builder/build.ts), so the plugins' wall-clock
        // timings overlap and would warn of slow plugins that are merely sharing the cores.
        checks: { bundlerTimings: false },
        // Only Emotion's unused withTheme needs these two CommonJS packages; let them be tree-shaken.
        treeshake: {
          moduleSideEffects: [
            { test: /node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/, sideEffects: false },
          ],
        },
        // The HTML loads `boot` (src/boot.ts and Vite's preload helper), which loads `libraries` (React
        // and React DOM) and `app` (the rest of what the page needs before it is interactive) after the
        // first paint, each started in a task of its own. Lazy parts stay apart.
        output: {
          codeSplitting: {
            groups: [
              { name: 'boot', test: /preload-helper|src[\\/]boot\.ts$/, priority: 2 },
              {
                name: 'libraries',
                test: /src[\\/]libraries\.ts$|node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 1,
              },
              { name: 'app', test: /src[\\/]entry-client\.tsx$/, priority: 1 },
            ],
          },
        },
      },
    },
  };
}
