// The pull-request preview, served under its base path (dist-subpath/, built by `npm run
// build:subpath` with React's development build, which names every hydration mismatch in the console;
// the production build reports only some, by number). Only what the base changes is tested here:
// hydration, client-side navigation and the 404 page under the base. That every address in the
// markup stays under the base is checked in tests/built/subpath.test.ts. A hydration mismatch, a
// policy violation and a failed request each log an error, on which every test fails (helpers.ts).
import type { Page } from '@playwright/test';
import { previewAddress } from '../../site.config.ts';
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
test.use({ baseURL: previewAddress });
// The service pages share one layout and their bodies are MDX compiled once for both sides: the
// first one stands for them, so the suite does not grow with every service an editor adds.
const [first] = services;

// Failed requests other than for the page itself: on a 404 page, the console's is expected.
function failedRequests(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

// Hydration is over once the page's code has loaded and the browser is idle.
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

test('a page that does not match its markup is reported in full, so silence below means something', async ({
  page,
  consoleWatch,
  baseURL,
}) => {
  consoleWatch.expectMessage(/Hydration failed|hydrat/i);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  page.on('pageerror', (error) => messages.push(String(error)));
  // Serve the landing page with its heading changed, as a stale or tampered file would be.
  await page.route(baseURL!, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</h1>', ' (changed)</h1>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('./');
  await expect.poll(() => messages.some((text) => /hydrat|did not match|mismatch/i.test(text))).toBe(true);
  // React's development build says so when it starts.
  expect(messages.some((text) => /React DevTools/.test(text))).toBe(true);
});

for (const [path, heading] of [
  ['./#contact', site.tagline],
  [`services/${first.slug}/`, first.data.title],
])
  test(`${path} hydrates under the base without a warning, a failed request or a policy report`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await settled(page);
  });

for (const [path, heading, link, hash] of [
  ['services/no-such-service', site.serviceNotFound.message, site.serviceNotFound.backLink, '#services'],
  ['no/such/page', site.notFound.code, site.notFound.homeLink, ''],
])
  test(`${path} under the base answers 404, renders its page fresh without a hydration error, and leads home`, async ({
    page,
    consoleWatch,
    baseURL,
  }) => {
    consoleWatch.expectNotFoundPage();
    const failed = failedRequests(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await settled(page);
    expect(failed).toEqual([]);

    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === hash);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  });

test('the landing page hydrates under the base, and a visitor moves between pages without reloading, and nothing warns', async ({
  page,
  baseURL,
}) => {
  const base = new URL(baseURL!).pathname;
  // A map provider stand-in: the test machine has no internet.
  await page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
  );
  await page.goto('./');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
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
});
