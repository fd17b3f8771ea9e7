// The pull-request preview, served under its base path (dist-subpath/, built by `npm run
// build:subpath` with React's development build, which names every hydration mismatch in the console;
// the production build reports only some, by number). Only what the base changes is tested here:
// hydration, client-side navigation and the 404 page under the base. That every address in the
// markup stays under the base is checked in tests/built/subpath.test.ts.
import type { Page } from '@playwright/test';
import {
  clickWhenHydrated,
  content,
  expect,
  isLanding,
  pillNav,
  sectionLinks,
  serviceCard,
  services,
  test,
} from './helpers.ts';

const { site } = content;

// Every console message of the page of every kind, failed requests, and policy violations.
function record(page: Page) {
  const messages: { type: string; text: string }[] = [];
  const failed: string[] = [];
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => messages.push({ type: 'pageerror', text: String(error) }));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      failed.push(`${response.status()} ${response.url()}`);
  });
  return {
    messages,
    failed,
    hydrationTrouble: () =>
      messages.filter((message) => /hydrat|did not match|didn't match|mismatch/i.test(message.text)),
    policyReports: () => messages.filter((message) => /Content.Security.Policy/i.test(message.text)),
  };
}

// Hydration is over once the page's code has loaded and the browser is idle.
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

// A map provider stand-in: the test machine has no internet.
const stubMap = (page: Page) =>
  page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  );

test("the preview runs React's development build, which reports hydration problems in full", async ({
  page,
}) => {
  const log = record(page);
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  await expect.poll(() => log.messages.some((message) => /React DevTools/.test(message.text))).toBe(true);
});

test('a page that does not match its markup is reported, so silence below means something', async ({
  page,
  consoleWatch,
  baseURL,
}) => {
  consoleWatch.expectMessage(/Hydration failed|hydrat/i);
  const log = record(page);
  // Serve the landing page with its heading changed, as a stale or tampered file would be.
  await page.route(baseURL!, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</h1>', ' (changed)</h1>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('./');
  await expect.poll(() => log.hydrationTrouble().length).toBeGreaterThan(0);
});

const pages = [
  { name: 'the landing page', path: './', heading: site.tagline },
  { name: 'the landing page at its contact section', path: './#contact', heading: site.tagline },
  // The service pages share one layout and their bodies are MDX compiled once for both sides: the
  // first one stands for them, so the suite does not grow with every service an editor adds.
  ...services.slice(0, 1).map((service) => ({
    name: `a service page (${service.data.title})`,
    path: `services/${service.slug}/`,
    heading: service.data.title,
  })),
];
for (const { name, path, heading } of pages) {
  test(`${name} hydrates under the base without a warning, a failed request or a policy report`, async ({
    page,
  }) => {
    const log = record(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await settled(page);
    expect(log.hydrationTrouble()).toEqual([]);
    expect(log.policyReports()).toEqual([]);
    expect(log.failed).toEqual([]);
  });
}

for (const [what, path, heading] of [
  ['an unknown service', 'services/no-such-service', site.serviceNotFound.message],
  ['an unknown page', 'no/such/page', site.notFound.code],
]) {
  test(`${what} under the base answers 404 and renders its page fresh, without a hydration error`, async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectNotFoundPage();
    const log = record(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await settled(page);
    expect(log.hydrationTrouble()).toEqual([]);
    expect(log.failed).toEqual([]);
  });
}

test('a visitor moves between pages under the base without reloading, and nothing warns', async ({
  page,
  baseURL,
}) => {
  const base = new URL(baseURL!).pathname;
  const log = record(page);
  await stubMap(page);
  await page.goto('./');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const [first] = services;
  await clickWhenHydrated(serviceCard(page, first.data.title));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.data.title);
  await expect(page).toHaveURL((url) => url.pathname === `${base}services/${first.slug}/`);
  await page.getByRole('link', { name: site.servicePage.backLink }).click();
  await expect(page).toHaveURL((url) => url.pathname === base && url.hash === '#services');
  await expect(page.locator('#services')).toBeInViewport();
  const last = sectionLinks.at(-1)!;
  await pillNav(page).getByRole('link', { name: last.label }).click();
  await expect(page.locator(`#${last.id}`)).toBeInViewport();
  await clickWhenHydrated(
    page.getByRole('contentinfo').getByRole('button', { name: site.contact.map.button }),
  );
  await expect(page.getByRole('contentinfo').locator('iframe')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(log.failed).toEqual([]);
  expect(log.policyReports()).toEqual([]);
});

test('the 404 page under the base leads home to the base', async ({ page, consoleWatch, baseURL }) => {
  consoleWatch.expectNotFoundPage();
  await page.goto('no-such-page');
  await page.getByRole('link', { name: site.notFound.homeLink }).click();
  await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
});
