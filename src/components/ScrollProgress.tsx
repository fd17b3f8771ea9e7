import styled from '@emotion/styled';
import { m, useMotionValueEvent, useScroll, useSpring } from 'framer-motion';
import { useRef } from 'react';
import { progressSpring } from '../motion/constants';

const Bar = styled(m.div)(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  height: '4px',
  zIndex: theme.zIndices.progress,
  transformOrigin: '0 50%',
  background: `linear-gradient(90deg, ${theme.colors.primary}, ${theme.colors.accent}, ${theme.colors.sky})`,
  pointerEvents: 'none',
}));

export interface ScrollProgressProps {
  label: string;
}

// How far down the page the visitor is, eased by a spring.
export function ScrollProgress({ label }: ScrollProgressProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { scrollYProgress } = useScroll();
  const scaleX = useSpring(scrollYProgress, progressSpring);
  // Written to the DOM directly so scrolling never re-renders React.
  useMotionValueEvent(scrollYProgress, 'change', (value) => {
    ref.current?.setAttribute('aria-valuenow', String(Math.round(value * 100)));
  });
  return (
    <Bar
      ref={ref}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      style={{ scaleX }}
    />
  );
}
