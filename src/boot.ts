// The page's first script. It waits until the browser has shown the prerendered HTML (its first
// contentful paint) and only then loads the app, so neither the app's download nor its start-up can
// delay the first or the largest paint. Links and content work before it arrives, and a click on a
// button is kept until the button can answer it. The two files (vite.config.ts) are fetched together
// and started in two tasks: React's start-up (about 18 ms on a two-core desktop) and then the app's (about
// 6 ms, hydration included), where one task of both held a tap up for Lighthouse's TBT.
import { keepEarlyClicks } from './lib/earlyClicks.ts';
import './motion/scrollDepth.ts';

keepEarlyClicks();

const firstPaint = () =>
  new Promise<void>((resolve) => {
    // Nothing prerendered to show (the dev server): nothing to wait for.
    if (!document.getElementById('root')?.hasChildNodes()) return resolve();
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
    // Never wait long for a browser that does not report it.
    setTimeout(resolve, 3000);
  });

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void firstPaint()
  .then(() => import('./libraries.ts'))
  .then(nextTask)
  .then(() => import('./entry-client.tsx'));
