// The page's first script. It waits until the browser has painted the prerendered HTML and only then
// loads the app (entry-client.tsx, one file: vite.config.ts), so neither the app's download nor its
// start-up can delay the first or the largest paint. Links and content work before it arrives.
import './motion/scrollDepth';

const afterPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve));
  });

void afterPaint().then(() => import('./entry-client'));
