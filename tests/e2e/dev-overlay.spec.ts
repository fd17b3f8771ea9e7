// The dev server shows content problems in the browser and the terminal, and the page recovers once fixed.
// Vite runs on a throwaway copy with the fixture site as content/. DEV_PORT fixes the dev server's port.
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { checkContent } from '../../collections/check.ts';
import { formatProblem } from '../../collections/problems.ts';
import { fixtures, validRoot } from '../content/content-root.ts';
import { copySite, type SiteCopy } from '../content/site-copy.ts';

// Every step waits for the dev server to recompile after an edit, which takes seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

let site: SiteCopy;
let server: ViteDevServer;
// One page for both stories, as an editor keeps one tab open: each ends with the page recovered.
let page: Page;
// What the dev server printed as errors, as an editor would read it in the terminal.
const terminal: string[] = [];

// A cold dev server, an edit, a reload, a fix and another reload: more than the default 30 s when busy.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(150_000);
  site = copySite({ content: path.join(validRoot, 'content') });
  const logger = createLogger('silent', { allowClearScreen: false });
  logger.error = (message) => void terminal.push(message);
  server = await createServer({
    root: site.root,
    configFile: path.join(site.root, 'vite.config.ts'),
    // Its own optimizer cache, so it never disturbs a dev server running in the repository.
    cacheDir: path.join(site.root, '.vite'),
    customLogger: logger,
    server: { port: Number(process.env.DEV_PORT ?? 0), strictPort: true, host: '127.0.0.1' },
  });
  await server.listen();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(server.resolvedUrls!.local[0]);
  // A cold dev server bundles and compiles everything on the first visit: over half a minute when busy.
  await expect(hero(page)).toBeVisible({ timeout: 100_000 });
});

test.afterAll(async () => {
  await page?.close();
  await server?.close();
  site?.remove();
});

const hero = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^tagline: (.*)$/m.exec(site.read('content/site.yaml'))![1] });
const overlay = (page: Page) => page.locator('vite-error-overlay');

test('problems in several files are listed together in the overlay and the terminal, without a stack trace, and the page recovers as each is fixed', async () => {
  const features = 'content/services/web-development.mdx';
  const yaml = 'content/site.yaml';
  const mdx = 'content/services/app-development.mdx';
  const good = [features, yaml, mdx].map((file) => site.read(file));
  await expect(hero(page)).toBeVisible();

  terminal.length = 0;
  site.edit(features, (text) => text.replace(/^ {2}- Accessible.*\n/m, ''));
  site.edit(yaml, (text) => text.replace(/^ {2}phone:/m, '\tphone:'));
  site.edit(mdx, (text) => `${text.trimEnd()}\n\nWe train <strong>models.\n`);
  // One problem a file, as `npm run check:content` words it (its messages: tests/content/rules.test.ts).
  const messages = checkContent(site.root, { drafts: true }).problems.map(formatProblem);
  expect(messages).toHaveLength(3);
  for (const message of messages) await expect(overlay(page).getByText(message)).toBeVisible();
  await expect(overlay(page).getByText(/^\s*at /)).toHaveCount(0);
  await expect(hero(page)).toHaveCount(0);
  expect(terminal.join('\n')).toContain(messages[0]);

  site.write(yaml, good[1]);
  await expect(overlay(page).getByText(`${yaml}:`)).toHaveCount(0);
  await expect(overlay(page).getByText(messages[0])).toBeVisible();
  site.write(features, good[0]);
  site.write(mdx, good[2]);
  await expect(overlay(page)).toHaveCount(0);
  await expect(hero(page)).toBeVisible();
});

test('a new draft service appears with its "Draft" badge, and goes when its file is removed', async () => {
  const file = 'content/services/data-engineering.mdx';
  const draft = fs.readFileSync(path.join(fixtures, 'drafts/services/data-engineering.mdx'), 'utf8');
  const badge = /^ {2}draftBadge: (.*)$/m.exec(site.read('content/site.yaml'))![1];
  await expect(hero(page)).toBeVisible();

  site.write(file, draft);
  const heading = page.getByRole('heading', { name: 'Data Engineering' });
  const card = page.getByRole('article').filter({ has: heading });
  await expect(card.getByText(badge, { exact: true })).toBeVisible();

  fs.rmSync(path.join(site.root, file));
  await expect(heading).toHaveCount(0);
  await expect(hero(page)).toBeVisible();
});
