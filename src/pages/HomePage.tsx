import { Suspense } from 'react';
import { preloadable } from '../lib/preloadable';
import { homeMeta } from './meta';
import { usePageMeta } from './usePageMeta';

// The sections are static text and links that work before any script runs, so their code arrives in
// a file of its own and hydrates after the navigation: the first tap never waits for it.
export const HomeSections = preloadable(() => import('./HomeSections'));

export function HomePage() {
  usePageMeta(homeMeta());
  return (
    <Suspense>
      <HomeSections />
    </Suspense>
  );
}
