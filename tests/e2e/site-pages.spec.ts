// Service pages and the 404 page in use: links out of them, the page an unknown address gets, and what
// the console says. Their texts: tests/built/pages.test.ts; an address without its last slash: serve.test.ts.
import { previewAddress } from '../../site.config.ts';
import {
  clickWhenHydrated,
  expect,
  expectSectionAtTop,
  holdScripts,
  isLanding,
  pillNav,
  serviceCard,
  services,
  settled,
  site,
  test,
  waitHydrated,
} from './helpers.ts';

// The last service with a run of plain words (no Markdown marks) in its text, which the page shows as is.
const shownText = services
  .map((service) => ({ service, words: /[A-Za-z][A-Za-z ,]{18,}[A-Za-z]/.exec(service.body)?.[0] ?? '' }))
  .filter(({ words }) => words)
  .at(-1)!;

test.describe('a service page', () => {
  test('opens from a service card without reloading, the landing page staying until it has loaded, at the top under its own title, having downloaded its text alone', async ({
    page,
  }) => {
    const { service, words } = shownText;
    const { release: arrive, held: texts } = await holdScripts(page, /\/texts\/[^/]+\.js$/);
    // From further down the landing page: the service page still opens at its top.
    await page.goto('./#services');
    await expectSectionAtTop(page, 'services');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // Before the app has arrived the card is a plain link and the browser loads the page itself.
    await clickWhenHydrated(serviceCard(page, service.data.title));
    await expect(page).toHaveURL(new RegExp(`/services/${service.slug}/$`));
    // No empty page while the text is on its way.
    await expect.poll(() => texts.length).toBe(1);
    await expect(serviceCard(page, service.data.title)).toBeInViewport();
    arrive();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.data.title);
    await expect(page).toHaveTitle(new RegExp(service.data.title));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(2);
    await expect(page.getByRole('main').getByText(words)).toBeVisible();
    expect(texts).toEqual([`/texts/${service.slug}.js`]);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('whose text does not download keeps the prerendered text; reached inside the app, it loads itself', async ({
    page,
    consoleWatch,
  }) => {
    const { service, words } = shownText;
    let asked = 0;
    consoleWatch.expectMessage(/Failed to load resource: the server responded with a status of 404/);
    await page.route(/\/texts\/[^/?]+\.js(\?|$)/, (route) => {
      asked++;
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto(`services/${service.slug}/index.html`);
    // At its folder's index.html too, the navbar hydrates and the article stays as prerendered.
    await waitHydrated(page.getByRole('banner').getByRole('link').first());
    await expect.poll(() => asked).toBe(1);
    // Long enough for a page that asked again after each failure to have asked hundreds of times.
    await page.waitForTimeout(500);
    expect(asked).toBe(1);
    await expect(page.getByRole('main').getByText(words)).toBeVisible();
    expect(consoleWatch.unexpected()).toEqual([]);

    // Its links still lead on, loading their pages themselves.
    const brand = page.getByRole('banner').getByRole('link', { name: new RegExp(site.name) });
    await brand.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);

    // React logs the error its boundary caught.
    consoleWatch.expectMessage(/did not download/);
    await clickWhenHydrated(serviceCard(page, service.data.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.data.title);
    await expect(page.getByRole('main').getByText(words)).toBeVisible();
    // Once inside the app, once by the page loaded again; then never again.
    await expect.poll(() => asked).toBe(3);
    await page.waitForTimeout(500);
    expect(asked).toBe(3);
  });
});

// At the site's root, and under the preview's base, built with React's development build, which names
// every hydration mismatch (tests/e2e/subpath.spec.ts).
for (const address of [undefined, previewAddress])
  test.describe(address ? 'under the base' : 'at the root', () => {
    if (address) test.use({ baseURL: address });

    test('an unknown service answers 404, says the service was not found with the site around it, and leads back to the services', async ({
      page,
      consoleWatch,
      baseURL,
    }) => {
      consoleWatch.expectNotFoundDocument();
      // Every heading shown on the way: from 404.html's markup straight to the message, no empty frame.
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { headings: string[] }).headings = []);
        new MutationObserver(() => {
          const heading = document.querySelector('h1')?.textContent ?? '';
          if (seen.at(-1) !== heading) seen.push(heading);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      expect((await page.goto('services/no-such-service'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.serviceNotFound.message);
      expect(await page.evaluate(() => (window as unknown as { headings: string[] }).headings)).toEqual([
        '',
        site.notFound.code,
        site.serviceNotFound.message,
      ]);
      await expect(page.getByText(site.notFound.message, { exact: true })).toHaveCount(0);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(pillNav(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await page.getByRole('link', { name: site.serviceNotFound.backLink }).click();
      await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#services');
      await expectSectionAtTop(page, 'services');
      // Only the document's own 404 was reported: no hydration error, no not-found log for a known route.
      expect(consoleWatch.entries.map((entry) => entry.type)).toEqual(['error']);
    });

    test('the 404 page answers 404, logs the path nobody found, and leads home; so does a path too deep to be a service', async ({
      page,
      consoleWatch,
      baseURL,
    }) => {
      consoleWatch.expectNotFoundPage();
      const logged = page.waitForEvent('console', (message) => message.text().includes('/no/such/page'));
      expect((await page.goto('no/such/page'))?.status()).toBe(404);
      expect((await logged).text()).toMatch(/404.*\/no\/such\/page/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.code);
      await expect(page.getByText(site.notFound.message, { exact: true })).toBeVisible();
      // The document's 404 and the log, nothing else, once everything has loaded.
      await settled(page);
      expect(consoleWatch.entries).toHaveLength(2);
      await page.getByRole('link', { name: site.notFound.homeLink }).click();
      await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
      expect((await page.goto(`services/${services[0].slug}/extra`))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.code);
    });
  });
