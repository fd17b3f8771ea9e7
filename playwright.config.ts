import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/browser';

const port = Number(process.env.PORT ?? 4173);
const motion = /@motion/;
const desktop = { width: 1280, height: 800 };
const mobile = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

// Browser tests run against the built site, served the way a static host serves it.
export default defineConfig({
  testDir: 'tests/e2e',
  // The CMS round trips need a dev server of their own: playwright.cms.config.ts (npm run test:cms).
  testIgnore: 'cms-editing.spec.ts',
  fullyParallel: true,
  // The browser tests mostly wait (animations, servers), so more workers than cores pays off.
  workers: 4,
  retries: 0,
  // Buttons work once the app has hydrated, which
  // on a busy machine that can take more than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', grepInvert: motion, use: { viewport: desktop } },
    {
      name: 'mobile',
      grepInvert: motion,
      use: mobile,
      // These check the dev server, the build and the served headers, not the layout: once is enough.
      testIgnore: [
        'cms-editing.spec.ts',
        'dev-overlay.spec.ts',
        'site-hydration.spec.ts',
        'csp.spec.ts',
        'cms-admin.spec.ts',
      ],
    },
    // Tests that sample frames to see something move (@motion): `npm run test:e2e` runs them after the
    // others, one at a time, since on a machine busy with four browsers a single late frame can skip a
    // whole animation. (Project dependencies would do the same, but would also run every other test
    // whenever a single file is asked for.)
    { name: 'desktop motion', grep: motion, use: { viewport: desktop } },
    { name: 'mobile motion', grep: motion, use: mobile },
  ],
  webServer: {
    command: 'npm start',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port) },
  },
});
