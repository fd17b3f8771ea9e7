// `vite build`: checks content, builds both bundles, prerenders every page and bundles the CMS, all in
// temporary folders moved into dist/ only when everything worked, so a failed build keeps the last good one.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteBuilder } from 'vite';
import { hashOf, pageInputs, pruneCache, rememberDir } from './cache.ts';
import { phase, printPhases, recordPhase } from './phases.ts';
import { printProblems } from '../collections/check-content.ts';
import { checkContentOnce } from './content-check.ts';
import { serviceTexts, textModule } from './texts.ts';
import { textFile, textsFolder } from '../collections/paths.ts';

const root = path.resolve(import.meta.dirname, '..');
// Read when called, as vite.config.ts may set OUT_DIR first. The client build sits beside dist/ so the
// final rename stays on one file system; the server bundle stays in the repository to import node_modules.
export function buildDirs() {
  const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
  return {
    dist,
    clientDir: `${dist}.tmp-${process.pid}`,
    serverDir: path.join(root, `.build-tmp-${process.pid}`),
  };
}

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
  recordPhase('start-up: Node, Vite, our configuration', process.uptime() * 1000);
  const { base } = builder.config;
  const drafts = process.env.CONTENT_DRAFTS === 'show';
  const shownDist = path.relative(root, dist).startsWith('..') ? dist : `${path.relative(root, dist)}/`;
  const { problems } = await phase('content check', () => checkContentOnce(root, { drafts }));
  if (problems.length) {
    printProblems(problems, `Nothing was built; ${shownDist} is unchanged.`);
    process.exit(1);
  }

  // Read before the bundles, so a file saved during the build cannot label an older render.
  const inputs = pageInputs(root);
  await fs.rm(clientDir, { recursive: true, force: true });

  // The CMS depends on no page, so it is bundled alongside the site. SITE_CMS=off leaves it out.
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
    // Neither bundle holds the service texts (builder/texts.ts), so a build after a text's edit reuses both.
    const bundleKey = hashOf(inputs.code, inputs.shared);
    const { client, ssr } = builder.environments;
    // Or Vite builds every environment again after this hook, those taken from the cache included.
    client.isBuilt = ssr.isBuilt = true;
    await phase('client bundle', () =>
      rememberDir(hashOf('client', bundleKey), clientDir, async () => void (await builder.build(client))),
    );
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

    if (cms) {
      await phase('wait for the CMS bundle', () => cms);
      await fs.rename(path.join(cmsDir, 'admin'), path.join(clientDir, 'admin'));
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
