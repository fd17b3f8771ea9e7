// Service pages and the 404 page in use: links out of them, the page an unknown address gets, and
// what the console says. Their texts are checked in the built HTML (tests/built/pages.test.ts).
import {
  clickWhenHydrated,
  content,
  expect,
  expectSectionAtTop,
  isLanding,
  serviceCard,
  services,
  test,
  waitHydrated,
} from './helpers.ts';

const { site } = content;

// The last service whose text has a run of plain words (Markdown's marks left out), which the page
// shows as they are; every real text has many.
const shownText = services
  .map((service) => ({ service, words: /[A-Za-z][A-Za-z ,]{18,}[A-Za-z]/.exec(service.body)?.[0] ?? '' }))
  .filter(({ words }) => words)
  .at(-1)!;

test.describe('a service page', () => {
  test('opens from a shared link without its last slash, and its back link lands on the services section', async ({
    page,
    baseURL,
  }) => {
    const [{ slug, data }] = services;
    await page.goto(`services/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/services/${slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(data.title);
    await page.getByRole('link', { name: site.servicePage.backLink }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#services');
    await expectSectionAtTop(page, 'services');
  });

  test('opens at the top, under its own title, after a client-side navigation from further down the landing page', async ({
    page,
  }) => {
    const { title } = services.at(-1)!.data;
    await page.goto('./#services');
    await expectSectionAtTop(page, 'services');
    await clickWhenHydrated(serviceCard(page, title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(2);
    await expect(page).toHaveTitle(new RegExp(title));
  });

  test('shows its text after a client-side navigation, having downloaded that text alone', async ({
    page,
  }) => {
    const { service, words } = shownText;
    const texts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/texts\/[^/]+\.js$/.test(pathname)) texts.push(pathname);
    });
    await page.goto('./');
    await clickWhenHydrated(serviceCard(page, service.data.title));
    await expect(page.getByRole('main').getByText(words)).toBeVisible();
    expect(texts).toEqual([`/texts/${service.slug}.js`]);
  });

  test.describe('when its text does not download', () => {
    const { service, words } = shownText;
    let asked = 0;
    test.beforeEach(async ({ page, consoleWatch }) => {
      asked = 0;
      consoleWatch.expectMessage(/Failed to load resource: the server responded with a status of 404/);
      await page.route(/\/texts\/[^/?]+\.js(\?|$)/, (route) => {
        asked++;
        return route.fulfill({ status: 404, body: '' });
      });
    });

    test('keeps the prerendered text, and asks for it once', async ({ page }) => {
      await page.goto(`services/${service.slug}/`);
      // The navbar hydrates; the article stays as prerendered.
      await waitHydrated(page.getByRole('banner').getByRole('link').first());
      await expect.poll(() => asked).toBe(1);
      // Long enough for a page that asked again after each failure to have asked hundreds of times.
      await page.waitForTimeout(500);
      expect(asked).toBe(1);
      await expect(page.getByRole('main').getByText(words)).toBeVisible();
    });

    test('reached inside the app, loads the page itself, which shows the text', async ({
      page,
      consoleWatch,
    }) => {
      // React logs the error its boundary caught.
      consoleWatch.expectMessage(/did not download/);
      await page.goto('./');
      await clickWhenHydrated(serviceCard(page, service.data.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.data.title);
      await expect(page.getByRole('main').getByText(words)).toBeVisible();
      // Once inside the app, once by the page loaded again; then never again.
      await expect.poll(() => asked).toBe(2);
      await page.waitForTimeout(500);
      expect(asked).toBe(2);
    });
  });
});

test.describe('an unknown service', () => {
  test('answers 404, says the service was not found with the site around it, and leads back to the services', async ({
    page,
    consoleWatch,
    baseURL,
  }) => {
    consoleWatch.expectNotFoundDocument();
    const response = await page.goto('services/no-such-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.serviceNotFound.message);
    await expect(page.getByText(site.notFound.message, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: site.ui.sectionsNav })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await page.getByRole('link', { name: site.serviceNotFound.backLink }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#services');
    await expectSectionAtTop(page, 'services');
    // Only the document's own 404 was reported: no hydration error, no not-found log for a known route.
    expect(consoleWatch.entries.map((entry) => entry.type)).toEqual(['error']);
  });
});

test.describe('the 404 page', () => {
  test('answers 404, logs the path nobody found, and leads home', async ({ page, consoleWatch, baseURL }) => {
    consoleWatch.expectNotFoundPage();
    const logged = page.waitForEvent('console', (message) => message.text().includes('/no/such/page'));
    const response = await page.goto('no/such/page');
    expect(response?.status()).toBe(404);
    expect((await logged).text()).toMatch(/404.*\/no\/such\/page/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.code);
    await expect(page.getByText(site.notFound.message, { exact: true })).toBeVisible();
    // The document's 404 and the log, nothing else.
    expect(consoleWatch.entries).toHaveLength(2);
    await page.getByRole('link', { name: site.notFound.homeLink }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  });

  test('answers an address under /services/ too deep to be a service', async ({ page, consoleWatch }) => {
    consoleWatch.expectNotFoundPage();
    const response = await page.goto(`services/${services[0].slug}/extra`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.code);
  });
});
