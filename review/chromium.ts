// Debian's Chromium, started the way CI allows (no downloaded browsers, no network).
import fs from 'node:fs';

// The browser a visitor runs: what Lighthouse measures.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The same engine without the desktop browser, as Playwright runs headless: browser tests in half the time.
const shellPath = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const headlessPath = fs.existsSync(shellPath) ? shellPath : chromiumPath;
// Playwright and chrome-launcher add the flags that keep a browser quiet (no sync, updates or first run).
export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'];
