import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { layoutDuration } from './constants';

const loadFeatures = () => import('./features').then((module) => module.default);

export interface MotionProviderProps {
  children: ReactNode;
}

// Honours the visitor's reduced-motion setting for every animation in the app.
export function MotionProvider({ children }: MotionProviderProps) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user" transition={{ duration: layoutDuration }}>
        {children}
      </MotionConfig>
    </LazyMotion>
  );
}
