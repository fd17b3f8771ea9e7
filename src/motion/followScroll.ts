// Loaded after the page is idle: the bar is empty at the top of the page, so nothing waits for it.
import { motionValue, scroll, springValue } from 'framer-motion/dom';
import { progressSpring } from './constants.ts';

// Drives a bar's scaleX from the page's scroll progress, eased by the spec's spring. Under reduced
// motion the bar follows the scroll directly. Returns a function that stops it.
export function followScroll(bar: HTMLElement, { reducedMotion }: { reducedMotion: boolean }): () => void {
  const progress = motionValue(0);
  const shown = reducedMotion ? progress : springValue(progress, progressSpring);
  const stopDrawing = shown.on('change', (value) => {
    bar.style.transform = `scaleX(${value})`;
  });
  const stopAnnouncing = progress.on('change', (value) => {
    bar.setAttribute('aria-valuenow', String(Math.round(value * 100)));
  });
  // The two-argument form listens to scroll and resize events; the one-argument form would poll a
  // ScrollTimeline on every frame, even while the page stands still.
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
