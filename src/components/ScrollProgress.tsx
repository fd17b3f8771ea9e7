import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { whenIdle } from '../motion/whenIdle.ts';
import { queries } from '../theme/tokens.ts';

const Bar = styled.div(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '4px',
  zIndex: theme.zIndices.progress,
  transform: 'scaleX(0)',
  transformOrigin: '0 50%',
  background: `linear-gradient(90deg, ${theme.colors.primary}, ${theme.colors.accent}, ${theme.colors.sky})`,
  pointerEvents: 'none',
  [theme.media.print]: { display: 'none' },
}));

export interface ScrollProgressProps {
  label: string;
}

// The bar is empty at the top of the page, so its animation code loads only once the page is idle.
export function ScrollProgress({ label }: ScrollProgressProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    whenIdle()
      .then(() => import('../motion/followScroll.ts'))
      .then(({ followScroll }) => {
        const reducedMotion = window.matchMedia(queries.reducedMotion).matches;
        if (!cancelled && ref.current) stop = followScroll(ref.current, { reducedMotion });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return (
    <Bar
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
    />
  );
}
