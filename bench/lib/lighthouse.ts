// One Lighthouse run (mobile preset) in a fresh Chromium, reduced to the figures the benches report.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../review/chromium.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface RunResult {
  scores: Record<Category, number>;
  // Milliseconds, except CLS (unitless) and the byte counts.
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  transferBytes: number;
  scriptBytes: number;
  // Audits that did not pass, so a score below 100 explains itself.
  failing: string[];
}

// Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is repeated, not counted.
export async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
  for (let left = 3; ; left--) {
    try {
      return await attempt();
    } catch (error) {
      if (left <= 1) throw error;
      console.warn(`\n${(error as Error).message}; trying again`);
    }
  }
}

export async function runLighthouse(url: string): Promise<RunResult> {
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
    ) as Record<Category, number>;
    const failing = categories.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((item) => item && item.score !== null && item.score < 1)
        .map((item) => `${id}: ${item.id} (${item.displayValue || item.score})`),
    );
    return {
      scores,
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
