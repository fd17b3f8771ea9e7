// Lighthouse (mobile preset) on every page of one or more builds, each run in a fresh Chromium, reduced to
// the figures the benches report.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pagePath, pagesOf } from '../../builder/pages.ts';
import { createStaticServer, listen } from '../../builder/serve.ts';
import { chromiumArgs, chromiumPath } from '../../review/chromium.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type RunResult = Awaited<ReturnType<typeof runLighthouse>>;

async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary = lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined;
    const scores = Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<(typeof categories)[number], number>;
    // Audits that did not pass, so a score below 100 explains itself.
    const failing = categories.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((item) => item && item.score !== null && item.score < 1)
        .map((item) => `${id}: ${item.id} (${item.displayValue || item.score})`),
    );
    return {
      scores,
      // Milliseconds, except CLS (unitless) and the byte counts.
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferBytes: audit('total-byte-weight'),
      scriptBytes: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated, not counted.
const runAgain = (url: string) => (error: Error) => {
  console.warn(`\n${error.message}; trying again`);
  return runLighthouse(url);
};

// Service pages are services/<slug>/ or, in older builds, services/<slug>; Lighthouse refuses a 404 status.
function addressIn(dist: string, page: string) {
  if (page === '') return '/';
  if (page === '404') return '/404.html';
  return fs.existsSync(path.join(dist, page, 'index.html')) ? `/${page}/` : `/${page}`;
}

// `runs` runs on every page of the last build, each build served from its own port, `port` upwards. On each
// page the builds take turns, the other way round every other run (A B, then B A), so a machine that gets
// busier or quieter weighs on all alike. Per page (by its address in the last build), each build's runs.
export async function lighthouseBuilds(dists: string[], runs: number, port: number) {
  const pages = pagesOf(dists.at(-1)!).map((file) => pagePath(file).replace(/\/$/, ''));
  const results = pages.map((page) => ({
    page: addressIn(dists.at(-1)!, page),
    builds: dists.map((): RunResult[] => []),
  }));
  const loads: number[] = [];
  const servers = dists.map((dist) => createStaticServer({ dist, base: '/' }));
  const origins = await Promise.all(servers.map((server, index) => listen(server, port + index)));
  try {
    for (let run = 0; run < runs; run++) {
      const order = run % 2 ? [...dists.keys()].reverse() : [...dists.keys()];
      for (const [index, page] of pages.entries())
        for (const build of order) {
          const url = origins[build] + addressIn(dists[build], page);
          process.stdout.write(`\rrun ${run + 1}/${runs} ${url}…`.padEnd(60));
          loads.push(os.loadavg()[0]);
          const again = runAgain(url);
          results[index].builds[build].push(await runLighthouse(url).catch(again).catch(again));
        }
    }
  } finally {
    servers.forEach((server) => server.close());
    process.stdout.write('\r'.padEnd(60) + '\r');
  }
  return { results, loads };
}
