// The script scripts/run.mjs started beside this one (`--alongside`), in a process of its own: the
// folder it was given to write into, and its end. Undefined when the script runs alone (a test, a
// bench or the review running scripts/build.ts directly, the dev server).
export interface Alongside {
  dir: string;
  // Settled when the process has ended, however it ended; until then this process waits for it. A
  // script that never asks ends without waiting, and the other is stopped.
  ended: () => Promise<void>;
}

export const alongside = (): Alongside | undefined =>
  (globalThis as Record<symbol, Alongside | undefined>)[Symbol.for('agency-site.alongside')];
