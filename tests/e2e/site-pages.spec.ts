import {
  content,
  expect,
  expectSectionAtTop,
  isLanding,
  paragraphsOf,
  resolvedHref,
  serviceEntry,
  specSlugs,
  test,
} from './helpers';

const { site } = content;

test.describe('a service page', () => {
  for (const slug of specSlugs) {
    test(`/services/${slug} shows its title, description, three paragraphs and six features`, async ({
      page,
    }) => {
      const service = serviceEntry(slug);
      const response = await page.goto(`services/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.data.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const main = page.getByRole('main');
      await expect(main).toContainText(service.data.description);
      const paragraphs = paragraphsOf(service.body);
      expect(paragraphs).toHaveLength(3);
      for (const paragraph of paragraphs)
        await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
      const features = main
        .getByRole('complementary', { name: site.servicePage.featuresHeading })
        .getByRole('listitem');
      await expect(features).toHaveText(service.data.features);
      await expect(page).toHaveTitle(new RegExp(service.data.title));
    });
  }

  test('"Back to Services" lands on the services section of the landing page', async ({ page, baseURL }) => {
    await page.goto('services/app-development');
    const back = page.getByRole('link', { name: 'Back to Services' });
    const href = await resolvedHref(back);
    expect(isLanding(href, baseURL) && href.hash === '#services', String(href)).toBe(true);
    await back.click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#services');
    await expectSectionAtTop(page, 'services');
  });

  test('"Get Started with {title}" opens the chat link in a new tab, safely', async ({ page }) => {
    for (const slug of specSlugs) {
      const { title } = serviceEntry(slug).data;
      await page.goto(`services/${slug}`);
      const start = page.getByRole('link', { name: `Get Started with ${title}` });
      await expect(start).toBeVisible();
      await expect(start).toHaveAttribute('href', site.links.chat);
      await expect(start).toHaveAttribute('target', '_blank');
      const rel = ((await start.getAttribute('rel')) ?? '').split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });

  test('shows the persistent elements: navbar, pill navigation, progress bar and footer', async ({
    page,
  }) => {
    await page.goto('services/ai-ml');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: site.navigation.label })).toBeAttached();
    await expect(page.getByRole('navigation', { name: site.ui.sectionsNav })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: site.ui.progress })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });

  test('opens at the top after a client-side navigation from further down the landing page', async ({
    page,
  }) => {
    await page.goto('./#services');
    await expectSectionAtTop(page, 'services');
    const { title } = serviceEntry('cyber-security').data;
    await page
      .locator('#services')
      .getByRole('link', { name: new RegExp(`${title}$`) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(2);
    await expect(page).toHaveTitle(new RegExp(title));
  });
});

test.describe('an unknown service', () => {
  test('answers 404 and shows "Service not found" with "Return to Services"', async ({
    page,
    consoleWatch,
    baseURL,
  }) => {
    consoleWatch.expectNotFoundDocument();
    const response = await page.goto('services/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    const back = page.getByRole('link', { name: 'Return to Services' });
    await back.click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#services');
    await expectSectionAtTop(page, 'services');
    // Only the document's own 404 was reported: no hydration error, no not-found log for a known route.
    expect(consoleWatch.entries.map((entry) => entry.type)).toEqual(['error']);
  });

  test('keeps the navbar, pill navigation and footer', async ({ page, consoleWatch }) => {
    consoleWatch.expectNotFoundDocument();
    await page.goto('services/nope');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: site.ui.sectionsNav })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
  });
});

test.describe('the 404 page', () => {
  test('answers 404 with "404", "Oops! Page not found" and "Return to Home"', async ({
    page,
    consoleWatch,
    baseURL,
  }) => {
    consoleWatch.expectNotFoundPage();
    const response = await page.goto('no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(site.notFound.title));
    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(isLanding(await resolvedHref(home), baseURL)).toBe(true);
    await home.click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  });

  test('logs the path that was not found to the console', async ({ page, consoleWatch }) => {
    consoleWatch.expectNotFoundPage();
    const logged = page.waitForEvent('console', (message) => message.text().includes('/no/such/page'));
    await page.goto('no/such/page');
    expect((await logged).text()).toMatch(/404.*\/no\/such\/page/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    // The document's 404 and the log, nothing else.
    expect(consoleWatch.entries).toHaveLength(2);
  });

  test('answers 404 for an unknown page under /services/ too deep to be a service', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectNotFoundPage();
    const response = await page.goto('services/web-development/extra');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  });
});
