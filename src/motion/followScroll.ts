// The scroll progress bar's animation, loaded once the page is idle (components/ScrollProgress.tsx).
import { motionValue, scroll, springValue } from 'framer-motion/dom';
import { progressSpring } from './constants.ts';

export function followScroll(bar: HTMLElement, { reducedMotion }: { reducedMotion: boolean }): () => void {
  const progress = motionValue(0);
  const shown = reducedMotion ? progress : springValue(progress, progressSpring);
  const stopDrawing = shown.on('change', (value) => {
    bar.style.transform = `scaleX(${value})`;
  });
  const stopAnnouncing = progress.on('change', (value) => {
    bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
  });
  // Two arguments: listen to scroll events instead of polling a ScrollTimeline every frame.
  const stopScroll = scroll((_value: number, info: { y: { progress: number } }) =>
    progress.set(info.y.progress),
  );
  return () => {
    stopScroll();
    stopDrawing();
    stopAnnouncing();
    if (shown !== progress) shown.destroy();
    progress.destroy();
  };
}
