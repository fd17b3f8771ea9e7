import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

// React.lazy that renders at once after `preload()`, so a prefetched page never flashes a fallback.
export function preloadable<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a failed download is tried again on the next preload
        throw error;
      },
    ));
  // A settled module is handed over synchronously: React.lazy reads a thenable that resolves at once.
  const ready = (module: Module<P>) =>
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as unknown as Promise<Module<P>>;
  const Component = lazy(() => (loaded ? ready(loaded) : preload()));
  return Object.assign(Component, { preload });
}
