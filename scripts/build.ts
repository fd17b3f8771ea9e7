// Builds the site: validates content, builds client and server bundles, prerenders every page.
// Everything is written to temporary folders first and moved into dist/ only when all of it worked,
// so a failed build never destroys the last good one.
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, mergeConfig, type InlineConfig, type Plugin } from 'vite';
import { siteConfig } from '../vite.config.ts';
import { clearCache, hashOf, pageInputs, pruneCache, rememberDir, saveTables } from './lib/build-cache';
import { phase, printPhases, recordPhase } from './lib/phases';
import type { Prerendered } from './prerender';
import { reportContent } from './lib/report-content';
import { serviceTexts, textModule } from './content/texts';
import { textFile, textsFolder } from '../src/content/paths';

const root = path.resolve(import.meta.dirname, '..');
// OUT_DIR lets several builds run side by side (tests, benchmarks); dist/ is the default.
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const base = process.env.BASE_PATH ?? '/';
const started = performance.now();
// Node, our files bundled (scripts/run.mjs) and the packages they import, before the first line.
recordPhase('start-up: Node, our files, packages', process.uptime() * 1000);
// The footer's copyright year as written into the HTML; the client starts from it so hydration matches.
process.env.VITE_BUILD_YEAR = String(new Date().getFullYear());

// `npm run build -- --clean` builds without the cache of earlier builds (scripts/lib/build-cache.ts).
if (process.argv.includes('--clean')) clearCache();

const drafts = process.env.CONTENT_DRAFTS === 'show';
const shownDist = path.relative(root, dist).startsWith('..') ? dist : `${path.relative(root, dist)}/`;
if (
  !(await phase('content check', () =>
    reportContent(root, { drafts, consequence: `Nothing was built; ${shownDist} is unchanged.` }),
  ))
)
  process.exit(1);

// What the pages are made from, read before the bundles: the keys of the pages this build renders.
const inputs = pageInputs(root);

// The server bundle stays in the repository so it can import node_modules; the client build sits
// beside its target so the final rename stays on one file system.
const serverDir = await fs.mkdtemp(path.join(root, '.build-tmp-'));
const clientDir = `${dist}.tmp-${process.pid}`;
await fs.rm(clientDir, { recursive: true, force: true });

// The CMS at /admin/ is a build of its own, so none of its code reaches the public pages. It
// depends on no page, so it is bundled into a folder of its own while the site's bundles are made.
// `--no-cms` leaves it out: `npm run review` compares the public pages only.
const cmsDir = `${dist}.tmp-${process.pid}-cms`;
const cms = process.argv.includes('--no-cms')
  ? undefined
  : phase('CMS bundle (alongside the others)', async () => {
      const { buildAdmin } = await import('./vite/admin-plugin');
      await buildAdmin({ root, outDir: cmsDir, base });
    });
// Settled here, so a failure of the site's bundles does not leave it unhandled; awaited below.
cms?.catch(() => {});
// The site's Vite configuration, imported here rather than loaded by Vite from vite.config.ts: Vite
// would bundle that file and its imports for each bundle, and import the packages they name from
// node_modules, beside the copies scripts/run.mjs made of them for this process (see there).
const bundle = (options: InlineConfig) => build(mergeConfig(siteConfig(), { ...options, configFile: false }));

// Neither bundle holds the service texts (scripts/content/texts.ts): both depend on the code and the
// shared content alone, and a build after a text's edit reuses them.
const bundleKey = hashOf(inputs.code, inputs.shared);
await phase('client bundle', () =>
  rememberDir('client', bundleKey, clientDir, () =>
    bundle({ root, base, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } }).then(
      () => undefined,
    ),
  ),
);
// The texts beside the client bundle, each a module of its own (src/content/bodies.ts).
const texts = serviceTexts(root, drafts);
// The compiled texts, for the next build (scripts/lib/build-cache.ts).
saveTables();
await phase('service texts', async () => {
  await fs.mkdir(path.join(clientDir, textsFolder));
  await Promise.all(
    [...texts].map(([slug, code]) => fs.writeFile(path.join(clientDir, textFile(slug)), textModule(code))),
  );
});
// The server bundle takes src/content/bodies.server.ts for bodies.ts.
const bodies = path.join(root, 'src/content/bodies.ts');
const textsLeftOut: Plugin = {
  name: 'service-texts-left-out',
  enforce: 'pre',
  resolveId: {
    filter: { id: /\/bodies$/ },
    async handler(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === bodies ? path.join(root, 'src/content/bodies.server.ts') : null;
    },
  },
};
await phase('server bundle', () =>
  rememberDir('server', bundleKey, serverDir, () =>
    bundle({
      root,
      base,
      logLevel: 'warn',
      plugins: [textsLeftOut],
      build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true },
    }).then(() => undefined),
  ),
);

const { prerenderPages } = await import('./prerender');
const { routes, rendered }: Prerendered = await phase('prerender', () =>
  prerenderPages({
    clientDir,
    serverEntry: path.join(serverDir, 'entry-server.js'),
    base,
    cache: inputs,
    serviceText: (slug) => texts.get(slug),
  }),
);
// The pages' records and the kept files' sizes and times, for the next build.
saveTables();

if (cms) {
  await phase('wait for the CMS bundle', () => cms);
  await fs.rename(path.join(cmsDir, 'admin'), path.join(clientDir, 'admin'));
  await fs.rm(cmsDir, { recursive: true, force: true });
}

await fs.rm(dist, { recursive: true, force: true });
await fs.rename(clientDir, dist);
await fs.rm(serverDir, { recursive: true, force: true });
pruneCache();
printPhases();
const reused = routes.length - rendered;
console.log(
  `Built ${routes.length} pages${reused ? ` (${rendered} rendered, ${reused} unchanged since an earlier build)` : ''} ` +
    `into ${path.relative(root, dist) || dist} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
