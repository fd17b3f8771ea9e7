import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessPath } from './review/chromium.ts';
import { ports, preview, previewAddress, viewports } from './site.config.ts';

// Two static servers of what `npm test` has just built: the site (dist/) and the pull-request
// preview under a sub-path (dist-subpath/). Playwright builds nothing itself.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The tests mostly wait on the browser, so one worker more than the two cores (PW_WORKERS overrides).
  workers: Number(process.env.PW_WORKERS ?? 3),
  retries: 0,
  // Buttons work once the app has hydrated, after the first paint: on a busy machine that can take
  // more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${ports.site}`,
    // A desktop, unless a test says otherwise (a phone: helpers.ts).
    viewport: viewports.desktop,
    launchOptions: { executablePath: headlessPath, args: chromiumArgs },
  },
  projects: [
    // One project, so that each worker and its browser serve every kind of test (a new project
    // means new workers: about 5 s of CPU each, to start Node and Chromium).
    { name: 'site', testIgnore: 'motion.spec.ts' },
    // Tests that sample frames to see something move: last, one at a time, once the other browsers
    // are closed, since on a busy machine a single late frame can skip a whole animation.
    {
      name: 'motion',
      testMatch: 'motion.spec.ts',
      fullyParallel: false,
      workers: 1,
      dependencies: ['site'],
    },
  ],
  webServer: [
    {
      command: 'npm start',
      url: `http://localhost:${ports.site}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'npm start',
      url: previewAddress,
      reuseExistingServer: !process.env.CI,
      env: { PORT: String(ports.preview), OUT_DIR: preview.dist, BASE_PATH: preview.base },
    },
  ],
});
