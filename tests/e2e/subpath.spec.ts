// The pull-request preview under its base path, built with React's development build, which names every
// hydration mismatch: hydration, navigation and 404s under the base (markup: tests/built/subpath.test.ts).
// A mismatch, a policy violation or a failed request logs an error, which fails the test (helpers.ts).
import { previewAddress } from '../../site.config.ts';
import {
  clickWhenHydrated,
  expect,
  isLanding,
  pillNav,
  sectionLinks,
  serviceCard,
  services,
  settled,
  site,
  stubMap,
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
    // Failed requests other than for the page itself, whose 404 the console reports as expected.
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document')
        failed.push(`${response.status()} ${response.url()}`);
    });
    expect((await page.goto(path))?.status()).toBe(404);
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
  await stubMap(page);
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
