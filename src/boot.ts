// Loads the app only after the first contentful paint, so it cannot delay the first or largest paint. React
// and the app are fetched together (vite.config.ts) but started in two tasks, so neither holds up a tap.
import { keepEarlyClicks } from './lib/earlyClicks.ts';
import './motion/scrollDepth.ts';

keepEarlyClicks();

const firstPaint = () =>
  new Promise<void>((resolve) => {
    if (!document.getElementById('root')?.hasChildNodes()) return resolve(); // the dev server
    if (
      document.visibilityState === 'hidden' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    // The paint entry arrives once the frame is on screen; a rAF fires before it is.
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 3000); // for a browser that never reports it
  });

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void firstPaint()
  .then(() => import('./libraries.ts'))
  .then(nextTask)
  .then(() => import('./entry-client.tsx'));
