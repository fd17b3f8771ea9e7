import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import config from './playwright.config';

// The browser tests once more, against a pull-request preview build served under a sub-path, the
// way GitHub Pages serves /pr-preview/pr-N/. The build goes to its own folder, never dist/.
const port = Number(process.env.PORT ?? 4174);
const basePath = '/pr-preview/pr-12/';
const outDir = process.env.SUBPATH_OUT_DIR ?? path.join(os.tmpdir(), `agency-site-pr-preview-${port}`);

export default defineConfig({
  ...config,
  // The specs where the base changes what happens: addresses, links between pages, the router's
  // basename, hydration of 404.html under the base, and the security headers. The content, footer
  // and no-JavaScript specs read the same HTML at either base, and base-path.spec.ts checks that
  // every address in that HTML stays under the base.
  testMatch: [
    'base-path.spec.ts',
    'csp.spec.ts',
    'site-hydration.spec.ts',
    'site-navigation.spec.ts',
    'site-pages.spec.ts',
  ],
  use: { ...config.use, baseURL: `http://localhost:${port}${basePath}` },
  // At one width. The @motion tests are left out: how things move does not depend on the base.
  projects: config.projects?.filter((project) => project.name === 'desktop'),
  webServer: {
    command: 'npm run build && npm start',
    url: `http://localhost:${port}${basePath}`,
    // A server already on the port would be some other build: never test that one by mistake.
    reuseExistingServer: false,
    timeout: 300_000,
    env: { PORT: String(port), OUT_DIR: outDir, BASE_PATH: basePath },
  },
});
