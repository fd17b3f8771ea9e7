import { m, type Variants } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { easeOut, inViewThreshold, layoutDuration, revealDistance } from './constants';

const variants: Variants = {
  hidden: { opacity: 0, y: revealDistance, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: layoutDuration, ease: easeOut } },
};

export interface RevealProps {
  children: ReactNode;
  className?: string;
}

// Slides its content up once, the first time it comes into view. Content is visible in the
// prerendered HTML; only elements that start below the fold are hidden, and only once JS runs.
export function Reveal({ children, className }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'shown' | 'hidden'>('shown');

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (first) {
          first = false;
          if (entry.isIntersecting) observer.disconnect();
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
    <m.div ref={ref} className={className} initial={false} animate={state} variants={variants}>
      {children}
    </m.div>
  );
}
