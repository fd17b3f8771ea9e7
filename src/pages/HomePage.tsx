import { Suspense } from 'react';
import { preloadable } from '../lib/preloadable.ts';
import { homeMeta } from './meta.ts';
import { usePageMeta } from './usePageMeta.ts';

// The sections are static text and links that work before any script runs, so their code arrives in
// a file of its own and hydrates after the navigation: the first tap never waits for it.
export const HomeSections = preloadable(() => import('./HomeSections.tsx'));

export function HomePage() {
  usePageMeta(homeMeta());
  return (
    <Suspense>
      <HomeSections />
    </Suspense>
  );
}
