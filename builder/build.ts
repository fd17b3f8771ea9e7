// `vite build`: validates content, builds the client and server bundles, prerenders every page, and
// bundles the CMS beside them. Everything is written to temporary folders first and moved into dist/
// only when all of it worked, so a failed build never destroys the last good one. A Vite plugin, so
// Vite loads our TypeScript as it loads vite.config.ts and the packages natively.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteBuilder } from 'vite';
import { hashOf, pageInputs, pruneCache, rememberDir, saveEntries } from './cache.ts';
import { phase, printPhases, recordPhase } from './phases.ts';
import { printProblems } from '../collections/check-content.ts';
import { checkContentOnce } from './content-check.ts';
import { serviceTexts, textModule } from './texts.ts';
import { textFile, textsFolder } from '../collections/paths.ts';

const root = path.resolve(import.meta.dirname, '..');
// The build's folders, read when the configuration is made (vite.config.ts may set OUT_DIR). OUT_DIR
// lets several builds run side by side (tests, benchmarks); dist/ is the default. The client build
// sits beside its target, so the final rename stays on one file system; the server bundle stays in
// the repository, so it can import node_modules.
export function buildDirs() {
  const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
  return {
    dist,
    clientDir: `${dist}.tmp-${process.pid}`,
    serverDir: path.join(root, `.build-tmp-${process.pid}`),
  };
}

// The build itself, and the server bundle's bodies.ts: src/serviceTexts.server.ts.
export function siteBuild(): Plugin[] {
  const bodies = path.join(root, 'src/serviceTexts.ts');
  return [
    { name: 'agency-site-build', apply: 'build', buildApp: (builder) => buildSite(builder) },
    {
      name: 'service-texts-left-out',
      apply: 'build',
      enforce: 'pre',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      resolveId: {
        filter: { id: /\/serviceTexts(\.ts)?$/ },
        async handler(source, importer, options) {
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          return resolved?.id === bodies ? path.join(root, 'src/serviceTexts.server.ts') : null;
        },
      },
    },
  ];
}

async function buildSite(builder: ViteBuilder): Promise<void> {
  const started = performance.now();
  const { dist, clientDir, serverDir } = buildDirs();
  // Node, Vite and our configuration, before the build's first step.
  recordPhase('start-up: Node, Vite, our configuration', process.uptime() * 1000);
  const { base } = builder.config;
  const drafts = process.env.CONTENT_DRAFTS === 'show';
  const shownDist = path.relative(root, dist).startsWith('..') ? dist : `${path.relative(root, dist)}/`;
  const { problems } = await phase('content check', () => checkContentOnce(root, { drafts }));
  if (problems.length) {
    printProblems(problems, `Nothing was built; ${shownDist} is unchanged.`);
    process.exit(1);
  }

  // What the pages are made from, read before the bundles: the keys of the pages this build renders.
  const inputs = pageInputs(root);
  await fs.rm(clientDir, { recursive: true, force: true });

  // The CMS at /admin/ is a build of its own, so none of its code reaches the public pages. It depends
  // on no page, so it is bundled into a folder of its own while the site's bundles are made.
  // SITE_CMS=off leaves it out: `npm run review` compares the public pages only.
  const cmsDir = `${dist}.tmp-${process.pid}-cms`;
  const cms =
    process.env.SITE_CMS === 'off'
      ? undefined
      : phase('CMS bundle (alongside the others)', async () => {
          const { buildAdmin } = await import('./cms.ts');
          await buildAdmin({ root, outDir: cmsDir, base });
        });
  // Settled here, so a failure of the site's bundles does not leave it unhandled; awaited below.
  cms?.catch(() => {});

  try {
    // Neither bundle holds the service texts (builder/texts.ts): both depend on the code and
    // the shared content alone, and a build after a text's edit reuses them.
    const bundleKey = hashOf(inputs.code, inputs.shared);
    const { client, ssr } = builder.environments;
    // Vite builds every environment itself after this hook unless one was built: one taken from the
    // cache counts as built.
    client.isBuilt = ssr.isBuilt = true;
    await phase('client bundle', () =>
      rememberDir(hashOf('client', bundleKey), clientDir, async () => void (await builder.build(client))),
    );
    // The texts beside the client bundle, each a module of its own (src/serviceTexts.ts).
    const texts = serviceTexts(root, drafts);
    await phase('service texts', async () => {
      await fs.mkdir(path.join(clientDir, textsFolder));
      await Promise.all(
        [...texts].map(([slug, code]) =>
          fs.writeFile(path.join(clientDir, textFile(slug)), textModule(code)),
        ),
      );
    });
    await phase('server bundle', () =>
      rememberDir(hashOf('server', bundleKey), serverDir, async () => void (await builder.build(ssr))),
    );

    const { prerenderPages } = await import('./prerender.ts');
    const { routes, rendered } = await phase('prerender', () =>
      prerenderPages({
        clientDir,
        serverEntry: path.join(serverDir, 'entry-server.js'),
        base,
        cache: inputs,
        serviceText: (slug) => texts.get(slug),
      }),
    );
    // The checked files, compiled texts and pages' records, for the next build.
    saveEntries();

    if (cms) {
      await phase('wait for the CMS bundle', () => cms);
      await fs.rename(path.join(cmsDir, 'admin'), path.join(clientDir, 'admin'));
      await fs.rm(cmsDir, { recursive: true, force: true });
    }

    await fs.rm(dist, { recursive: true, force: true });
    await fs.rename(clientDir, dist);
    pruneCache();
    printPhases();
    const reused = routes.length - rendered;
    console.log(
      `Built ${routes.length} pages${reused ? ` (${rendered} rendered, ${reused} unchanged since an earlier build)` : ''} ` +
        `into ${path.relative(root, dist) || dist} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await fs.rm(serverDir, { recursive: true, force: true });
    await fs.rm(clientDir, { recursive: true, force: true });
    await fs.rm(cmsDir, { recursive: true, force: true });
  }
}
