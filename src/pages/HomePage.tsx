import { Suspense } from 'react';
import { preloadable } from '../lib/preloadable.ts';
import { homeMeta } from './meta.ts';
import { usePageMeta } from './usePageMeta.ts';

// The sections work as static HTML, so their code comes in its own file and hydrates after the navigation.
export const HomeSections = preloadable(() => import('./HomeSections.tsx'));

export function HomePage() {
  usePageMeta(homeMeta());
  return (
    <Suspense>
      <HomeSections />
    </Suspense>
  );
}
