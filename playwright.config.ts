import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessPath } from './review/chromium.ts';
import { ports, preview, viewports } from './site.config.ts';

// Two static servers of what `npm test` has just built: the site (dist/) and the pull-request
// preview under a sub-path (dist-subpath/). Playwright builds nothing itself.
const port = Number(process.env.PORT ?? ports.site);
const subpathPort = Number(process.env.SUBPATH_PORT ?? ports.preview);
const desktop = { viewport: viewports.desktop };
const mobile = { viewport: viewports.phone, isMobile: true, hasTouch: true };
// Specs with a project of their own.
const ownProject = ['cms-editing.spec.ts', 'subpath.spec.ts', 'motion.spec.ts'];

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
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: headlessPath, args: chromiumArgs },
  },
  projects: [
    // The CMS round trips, on the built /admin/: each saves into a folder of its own browser context.
    {
      name: 'cms',
      testMatch: 'cms-editing.spec.ts',
      timeout: 60_000,
      use: { viewport: { ...viewports.desktop, height: 900 } },
    },
    // Behaviour, at one width; tests tagged @mobile (the collapsing menu) run only on a phone.
    { name: 'desktop', testIgnore: ownProject, grepInvert: /@mobile/, use: desktop },
    // What differs below the 768px breakpoint: @mobile tests, and @widths tests that run at both.
    { name: 'mobile', testIgnore: ownProject, grep: /@mobile|@widths/, use: mobile },
    // What the base path changes: client-side navigation, the 404 page and hydration under the base.
    {
      name: 'subpath',
      testMatch: 'subpath.spec.ts',
      use: { ...desktop, baseURL: `http://localhost:${subpathPort}${preview.base}` },
    },
    // Tests that sample frames to see something move: last, one at a time, once the other browsers
    // are closed, since on a busy machine a single late frame can skip a whole animation.
    {
      name: 'motion',
      testMatch: 'motion.spec.ts',
      fullyParallel: false,
      workers: 1,
      dependencies: ['desktop', 'mobile', 'subpath', 'cms'],
      use: desktop,
    },
  ],
  webServer: [
    {
      command: 'npm start',
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      env: { PORT: String(port) },
    },
    {
      command: 'npm start',
      url: `http://localhost:${subpathPort}${preview.base}`,
      reuseExistingServer: !process.env.CI,
      env: { PORT: String(subpathPort), OUT_DIR: preview.dist, BASE_PATH: preview.base },
    },
  ],
});
