// One value per process, not one per module instance: where Vite loads vite.config.ts (the dev server,
// Vitest, `npm run cms`), it loads the scripts the file imports (the content plugin, the checker, the
// cache) afresh each time, beside the copies the script itself runs. scripts/build.ts hands Vite the
// configuration itself, so a build has one copy.
export function processWide<T>(name: string, create: () => T): T {
  const values = globalThis as Record<symbol, unknown>;
  return (values[Symbol.for(`agency-site.${name}`)] ??= create()) as T;
}
