import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

// React.lazy that renders at once when its code is already loaded (after `preload()`), so moving to
// a page whose code was fetched in the background never flashes an empty fallback.
export function preloadable<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed download (a network blip) is tried again on the next preload.
        pending = undefined;
        throw error;
      },
    ));
  // A settled module is handed over synchronously: React.lazy reads a thenable that resolves at once.
  const ready = (module: Module<P>) =>
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as unknown as Promise<Module<P>>;
  const Component = lazy(() => (loaded ? ready(loaded) : preload()));
  return Object.assign(Component, { preload });
}
