// The script scripts/run.mjs started beside this one (`--alongside`), in a process of its own: the
// folder it was given to write into, and its end. Undefined when the script runs alone
// (scripts/build.ts run without --alongside, or its modules loaded by the dev server or Vitest).
export interface Alongside {
  dir: string;
  // Settled when the process has ended, however it ended; until then this process waits for it. A
  // script that never asks ends without waiting, and the other is stopped.
  ended: () => Promise<void>;
}

export const alongside = (): Alongside | undefined =>
  (globalThis as Record<symbol, Alongside | undefined>)[Symbol.for('agency-site.alongside')];
