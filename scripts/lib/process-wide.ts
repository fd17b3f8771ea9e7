// One value per process, not one per module instance: Vite loads its configuration file, and the
// scripts it imports (the content plugin, the checker, the cache), afresh each time it reads it, as
// the dev server does at every restart. (scripts/build.ts imports the configuration once itself.)
export function processWide<T>(name: string, create: () => T): T {
  const values = globalThis as Record<symbol, unknown>;
  return (values[Symbol.for(`agency-site.${name}`)] ??= create()) as T;
}
