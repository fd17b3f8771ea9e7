// The dev server (`npm run dev`) shows content problems in the browser and the terminal, and the
// page comes back by itself once the file is fixed. Vite runs on a throwaway copy of the repository
// whose content/ is the fixture site (tests/fixtures/content/valid), so the real content/ is never
// touched and an editor's change never breaks these tests. DEV_PORT fixes the dev server's port.
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { copySite, type SiteCopy } from '../content/site-copy.ts';

// Every step waits for the dev server to recompile after an edit, which takes seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

let site: SiteCopy;
let server: ViteDevServer;
// One page for the three stories, as an editor keeps one tab open: each ends with the page recovered.
let page: Page;
// What the dev server printed as errors, as an editor would read it in the terminal.
const terminal: string[] = [];

// A cold dev server, an edit, a reload, a fix and another reload: more than the default 30 s when busy.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const fixture = path.join(import.meta.dirname, '../fixtures/content');

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(150_000);
  site = copySite();
  fs.rmSync(path.join(site.root, 'content'), { recursive: true, force: true });
  fs.cpSync(path.join(fixture, 'valid/content'), path.join(site.root, 'content'), { recursive: true });
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
  await page.goto(url());
  // A cold dev server bundles the dependencies and compiles every module on the first visit: seconds
  // on a quiet machine, more than half a minute on a busy one.
  await expect(hero(page)).toBeVisible({ timeout: 100_000 });
});

test.afterAll(async () => {
  await page?.close();
  await server?.close();
  site?.remove();
});

const url = () => server.resolvedUrls!.local[0];
const hero = (page: Page) =>
  page.getByRole('heading', { level: 1, name: /^tagline: (.*)$/m.exec(site.read('content/site.yaml'))![1] });
const overlay = (page: Page) => page.locator('vite-error-overlay');

test('a service with five features is shown in the overlay and the terminal, and the page recovers after the fix', async () => {
  const file = 'content/services/web-development.mdx';
  const good = site.read(file);
  const message =
    'content/services/web-development.mdx:7 features: has 5 items, a service lists exactly 6 key features; add one more line starting with "- "';
  await expect(hero(page)).toBeVisible();

  terminal.length = 0;
  site.edit(file, (text) => text.replace(/^ {2}- Accessible.*\n/m, ''));
  await expect(overlay(page).getByText(message)).toBeVisible();
  await expect(hero(page)).toHaveCount(0);
  expect(terminal.join('\n')).toContain(message);

  site.write(file, good);
  await expect(overlay(page)).toHaveCount(0);
  await expect(hero(page)).toBeVisible();
});

test('a tab in site.yaml and an unclosed tag in a service are listed together, without a stack trace', async () => {
  const yaml = 'content/site.yaml';
  const mdx = 'content/services/app-development.mdx';
  const [goodYaml, goodMdx] = [site.read(yaml), site.read(mdx)];
  await expect(hero(page)).toBeVisible();

  site.edit(yaml, (text) => text.replace(/^ {2}phone:/m, '\tphone:'));
  site.edit(mdx, (text) => `${text.trimEnd()}\n\nWe train <strong>models.\n`);
  const phoneLine = goodYaml.split('\n').findIndex((line) => line.startsWith('  phone:')) + 1;
  const tagLine = `${goodMdx.trimEnd()}\n\n`.split('\n').length;
  await expect(
    overlay(page).getByText(
      `content/site.yaml:${phoneLine} phone: the line is indented with a tab, but YAML only accepts spaces; replace the tab with spaces (two per level)`,
    ),
  ).toBeVisible();
  await expect(
    overlay(page).getByText(
      `${mdx}:${tagLine} body: has <strong> without a closing </strong>; add </strong> where it should end, or remove the tag`,
    ),
  ).toBeVisible();
  await expect(overlay(page).getByText(/^\s*at /)).toHaveCount(0);

  site.write(yaml, goodYaml);
  await expect(overlay(page).getByText('content/site.yaml:')).toHaveCount(0);
  site.write(mdx, goodMdx);
  await expect(overlay(page)).toHaveCount(0);
  await expect(hero(page)).toBeVisible();
});

test('a new draft service appears with its "Draft" badge, and goes when its file is removed', async () => {
  const file = 'content/services/data-engineering.mdx';
  const draft = fs.readFileSync(path.join(fixture, 'drafts/services/data-engineering.mdx'), 'utf8');
  const badge = /^ {2}draftBadge: (.*)$/m.exec(site.read('content/site.yaml'))![1];
  await expect(hero(page)).toBeVisible();

  site.write(file, draft);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Data Engineering' }) });
  await expect(card.getByText(badge, { exact: true })).toBeVisible();

  fs.rmSync(path.join(site.root, file));
  await expect(page.getByRole('heading', { name: 'Data Engineering' })).toHaveCount(0);
  await expect(hero(page)).toBeVisible();
});
