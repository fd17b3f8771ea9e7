// Debian's Chromium, started the way CI allows (no downloaded browsers, no network).
import fs from 'node:fs';

// The browser a visitor runs: what Lighthouse measures.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Its headless shell (Debian's chromium-headless-shell), the same engine without the desktop browser
// around it, as Playwright itself runs headless: what the tests and the review drive. The browser
// tests take half the time with it (A/B in the README); where it is missing, the browser stands in.
const shellPath = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const headlessPath = fs.existsSync(shellPath) ? shellPath : chromiumPath;
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
