// The site works wherever it is served: at the root in production, under /pr-preview/pr-N/ in a
// preview (playwright.subpath.config.ts runs this file against such a build).
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkContent } from '../../scripts/content/check';

const root = path.resolve(import.meta.dirname, '../..');
const { content } = checkContent(root, { drafts: false });
const site = content.site!;
const home = content.home!;
const pages = ['./', ...content.services.map((service) => `services/${service.slug}`), 'no-such-page'];

// Every address the page refers to that stays on this host, as the browser resolves it.
const localAddresses = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[href], [src], [srcset], form[action]')]
      .flatMap((element) => {
        const srcset = element
          .getAttribute('srcset')
          ?.split(',')
          .map((entry) => entry.trim().split(/\s+/)[0]);
        return [element.getAttribute('href'), element.getAttribute('src'), ...(srcset ?? [])];
      })
      .filter((value): value is string => Boolean(value))
      .map((value) => new URL(value, document.baseURI))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );

test.describe('a build served under its base path', () => {
  for (const target of pages) {
    test(`keeps every link, image, script and icon of ${target} under the base`, async ({
      page,
      baseURL,
    }) => {
      const base = new URL(baseURL!).pathname;
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400 && response.request().resourceType() !== 'document')
          failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(target);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const outside = (await localAddresses(page)).filter((pathname) => !pathname.startsWith(base));
      expect(outside).toEqual([]);
      expect(failed).toEqual([]);
    });
  }

  test('names production, not the preview, in the canonical address and the social card', async ({
    page,
    baseURL,
  }) => {
    await page.goto('services/ai-ml');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(canonical).toMatch(/^https:\/\/[^/]+\/(.*\/)?services\/ai-ml$/);
    expect(image).toMatch(/^https:\/\/[^/]+\/(.*\/)?og\/services\/ai-ml\.png$/);
    expect(canonical!.startsWith(new URL(baseURL!).origin)).toBe(false);
  });

  test('takes a visitor from a service page back to the services and home again', async ({
    page,
    baseURL,
  }) => {
    const base = new URL(baseURL!).pathname;
    const [first] = content.services.sort((a, b) => a.data.order - b.data.order);
    await page.goto(`services/${first.slug}`);
    await page.getByRole('link', { name: site.servicePage.backLink }).click();
    await expect(page).toHaveURL((url) => url.pathname === base && url.hash === '#services');
    await expect(page.getByRole('region', { name: home.services.heading })).toBeInViewport();
    await page.goto('no-such-page');
    await page.getByRole('link', { name: site.notFound.homeLink }).click();
    await expect(page).toHaveURL((url) => url.pathname === base);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  });
});
