// Debian's Chromium, started the way this machine and CI allow (no downloaded browsers, no network).
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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

// The base of the pull-request preview that `npm run build:subpath` builds into dist-subpath/.
export const subpathBase = '/pr-preview/pr-12/';
