// The pull-request preview under its base path, built with React's development build, which names every
// hydration mismatch: hydration and navigation under the base (its 404s: site-pages.spec.ts; markup:
// tests/built/subpath.test.ts).
// A mismatch, a policy violation or a failed request logs an error, which fails the test (helpers.ts).
import { previewAddress } from '../../site.config.ts';
import {
  clickWhenHydrated,
  expect,
  pillNav,
  sectionLinks,
  serviceCard,
  services,
  settled,
  site,
  test,
} from './helpers.ts';

test.use({ baseURL: previewAddress });
// The service pages share one layout and MDX compiled once: the first stands for all, however many.
const [first] = services;

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
    await route.fulfill({ response, body: (await response.text()).replace('</h1>', ' (changed)</h1>') });
  });
  await page.goto('./');
  await expect.poll(() => messages.some((text) => /hydrat|did not match|mismatch/i.test(text))).toBe(true);
  // React's development build says so when it starts.
  expect(messages.some((text) => /React DevTools/.test(text))).toBe(true);
});

// The landing page: the last test below.
test(`services/${first.slug}/ hydrates under the base without a warning, a failed request or a policy report`, async ({
  page,
}) => {
  await page.goto(`services/${first.slug}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.data.title);
  await settled(page);
});

test('the landing page hydrates under the base, and a visitor moves between pages without reloading, and nothing warns', async ({
  page,
  baseURL,
}) => {
  const base = new URL(baseURL!).pathname;
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
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});
