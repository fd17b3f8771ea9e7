// Timers for the build's phases, printed with DEBUG=build: the first thing to read when a build gets slow.
const enabled = /(^|,)\s*(build|\*)\s*(,|$)/.test(process.env.DEBUG ?? '');
const totals = new Map<string, number>();
// The build process's resident memory at the end of each phase (the largest, for repeated phases).
const peaks = new Map<string, number>();

// Times `work` under `name`; a name timed twice adds up (per-page phases of the prerender).
export async function phase<T>(name: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    recordPhase(name, performance.now() - started);
  }
}

export function recordPhase(name: string, ms: number): void {
  if (!enabled) return;
  totals.set(name, (totals.get(name) ?? 0) + ms);
  peaks.set(name, Math.max(peaks.get(name) ?? 0, process.memoryUsage.rss()));
}

export function printPhases(): void {
  if (!enabled) return;
  const width = Math.max(...[...totals.keys()].map((name) => name.length));
  for (const [name, ms] of totals)
    console.error(
      `${name.padEnd(width)}  ${(ms / 1000).toFixed(2).padStart(7)} s  ${((peaks.get(name) ?? 0) / 2 ** 20).toFixed(0).padStart(5)} MiB`,
    );
}
