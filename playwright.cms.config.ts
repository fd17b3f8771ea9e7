import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/browser';

// The CMS round trips: each run starts `npm run cms` (dev server + decap-server) in a temporary copy
// of the repository, so the tests edit real files without touching this working tree's content/.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: 'cms-editing.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  outputDir: 'test-results/cms',
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
