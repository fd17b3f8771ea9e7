import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { inViewThreshold, layoutTransition, revealDistance } from './constants.ts';
import { seenDepth } from './scrollDepth.ts';
import { queries } from '../theme/tokens.ts';

// A CSS transition does the sliding, so revealing costs no animation library. Under reduced motion
// the hidden state never applies, and a keyboard user who tabs into hidden content sees it at once.
const Box = styled.div(({ theme }) => ({
  [theme.media.motionOk]: {
    '&[data-reveal="hidden"]:not(:focus-within)': {
      opacity: 0,
      transform: `translateY(${revealDistance}px)`,
    },
    '&[data-reveal="shown"]': { transition: layoutTransition('opacity', 'transform') },
  },
}));

export interface RevealProps {
  children: ReactNode;
}

// Content is visible in the prerendered HTML; only elements below the fold are hidden, once JS runs.
export function Reveal({ children }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'static' | 'hidden' | 'shown'>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia(queries.reducedMotion).matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first) {
          first = false;
          // On screen now, or scrolled past while the app was loading: it stays as it is.
          const seen = entry.boundingClientRect.top + window.scrollY < seenDepth();
          if (entry.isIntersecting || seen) observer.disconnect();
          else setState('hidden');
          return;
        }
        if (entry.isIntersecting) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: inViewThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box ref={ref} data-reveal={state === 'static' ? undefined : state}>
      {children}
    </Box>
  );
}
