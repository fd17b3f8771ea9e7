// One value per build process, not one per module instance: Vite loads its configuration, and the
// scripts it imports (the content plugin, the checker, the cache), afresh for each bundle it builds.
export function processWide<T>(name: string, create: () => T): T {
  const values = globalThis as Record<symbol, unknown>;
  return (values[Symbol.for(`agency-site.${name}`)] ??= create()) as T;
}
