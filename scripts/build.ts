// Builds the site: validates content, builds client and server bundles, prerenders every page.
// Everything is written to temporary folders first and moved into dist/ only when all of it worked,
// so a failed build never destroys the last good one.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompress } from './lib/precompress';
import { reportContent } from './lib/report-content';

const root = path.resolve(import.meta.dirname, '..');
// OUT_DIR lets several builds run side by side (tests, benchmarks); dist/ is the default.
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const base = process.env.BASE_PATH ?? '/';
const started = performance.now();
// The footer's copyright year as written into the HTML; the client starts from it so hydration matches.
process.env.VITE_BUILD_YEAR = String(new Date().getFullYear());

const drafts = process.env.CONTENT_DRAFTS === 'show';
const shownDist = path.relative(root, dist).startsWith('..') ? dist : `${path.relative(root, dist)}/`;
if (!reportContent(root, { drafts, consequence: `Nothing was built; ${shownDist} is unchanged.` }))
  process.exit(1);

// The server bundle stays in the repository so it can import node_modules; the client build sits
// beside its target so the final rename stays on one file system.
const serverDir = await fs.mkdtemp(path.join(root, '.build-tmp-'));
const clientDir = `${dist}.tmp-${process.pid}`;
await fs.rm(clientDir, { recursive: true, force: true });
await build({ root, base, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
await build({
  root,
  base,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true },
});

const { prerenderPages } = await import(pathToFileURL(path.join(root, 'scripts/prerender.ts')).href);
const pages: string[] = await prerenderPages({
  clientDir,
  serverEntry: path.join(serverDir, 'entry-server.js'),
  base,
});

// The CMS at /admin/ is a build of its own, so none of its code reaches the public pages.
const { buildAdmin } = await import(pathToFileURL(path.join(root, 'scripts/vite/admin-plugin.ts')).href);
await buildAdmin({ root, outDir: clientDir, base });

// Static hosts compress text on the way out; these copies let scripts/serve.ts do the same.
await precompress(clientDir);

await fs.rm(dist, { recursive: true, force: true });
await fs.rename(clientDir, dist);
await fs.rm(serverDir, { recursive: true, force: true });
console.log(
  `Built ${pages.length} pages into ${path.relative(root, dist) || dist} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
