// Hydration checked with React's development build, which names every mismatch in the console
// (the production build only reports some of them, by number). The site is built once per worker
// with NODE_ENV=development and served like the real one, by one worker: the tests of this file run
// in order, so the machine makes one development build, not one per worker.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { content, expect, root, specSlugs, test } from './helpers';

const base = (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/');
let outDir: string;
let server: ChildProcess | undefined;
let siteURL: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'react-dev-build-'));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', OUT_DIR: outDir },
    timeout: 150_000,
  });
  const port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, OUT_DIR: outDir, PORT: String(port) },
    stdio: 'ignore',
  });
  siteURL = `http://localhost:${port}${base}`;
  await expect
    .poll(
      () =>
        fetch(siteURL).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

// Every console message of the page, of every kind.
const recordConsole = (page: Page) => {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => messages.push({ type: 'pageerror', text: String(error) }));
  return messages;
};
const hydrationTrouble = (messages: { text: string }[]) =>
  messages.filter((message) => /hydrat|did not match|didn't match|mismatch/i.test(message.text));

test.describe("with React's development build", () => {
  test('the pages run the development build (which reports hydration problems in full)', async ({ page }) => {
    const messages = recordConsole(page);
    await page.goto(siteURL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.site.tagline);
    await expect.poll(() => messages.some((message) => /React DevTools/.test(message.text))).toBe(true);
  });

  test('a page that does not match its markup is reported, so silence below means something', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectMessage(/Hydration failed/);
    const messages = recordConsole(page);
    // Serve the landing page with one text changed, as a stale or tampered file would be.
    await page.route(siteURL, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('Start Your Project', 'Start Our Project');
      await route.fulfill({ response, body: html });
    });
    await page.goto(siteURL);
    await expect.poll(() => hydrationTrouble(messages).length).toBeGreaterThan(0);
  });

  const pages = ['', '#contact', ...specSlugs.map((slug) => `services/${slug}`)];
  for (const where of pages) {
    test(`/${where} hydrates without a warning`, async ({ page }) => {
      const messages = recordConsole(page);
      await page.goto(siteURL + where);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydration is over once the pill navigation has placed its highlight and the page is idle.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
      expect(hydrationTrouble(messages)).toEqual([]);
      expect(messages.filter((message) => ['error', 'warning', 'pageerror'].includes(message.type))).toEqual(
        [],
      );
    });
  }

  for (const [where, heading] of [
    ['services/nope', 'Service not found'],
    ['nope', '404'],
  ]) {
    test(`/${where} shows "${heading}" without a hydration error`, async ({ page, consoleWatch }) => {
      consoleWatch.expectNotFoundDocument();
      consoleWatch.expectMessage(/no page at \/nope/);
      const messages = recordConsole(page);
      await page.goto(siteURL + where);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      expect(hydrationTrouble(messages)).toEqual([]);
      const unexpected = messages.filter(
        (message) =>
          ['error', 'warning', 'pageerror'].includes(message.type) &&
          !/status of 404/.test(message.text) &&
          !/no page at \/nope/.test(message.text),
      );
      expect(unexpected).toEqual([]);
    });
  }

  test('moving between pages warns about nothing', async ({ page }) => {
    const messages = recordConsole(page);
    await page.route(/openstreetmap\.org/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
    );
    await page.goto(siteURL);
    const first = content.services.toSorted((a, b) => a.data.order - b.data.order)[0];
    await page
      .locator('#services')
      .getByRole('link', { name: new RegExp(`${first.data.title}$`) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.data.title);
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await expect(page.locator('#services')).toBeInViewport();
    await page
      .getByRole('navigation', { name: content.site.ui.sectionsNav })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page.locator('#contact')).toBeInViewport();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: content.site.contact.map.button })
      .click();
    expect(messages.filter((message) => ['error', 'warning', 'pageerror'].includes(message.type))).toEqual(
      [],
    );
  });
});
