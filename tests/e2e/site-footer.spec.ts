// The footer's behaviour: the map loads only when asked, and the year follows the visitor's clock.
// Its texts and links are checked in the built HTML (tests/built/pages.test.ts).
import { clickWhenHydrated, content, expect, holdScripts, test } from './helpers.ts';

const { site } = content;

test('the footer embeds the map only when the visitor asks for it', async ({ page }) => {
  // Stand-in for the map provider: the test machine has no internet.
  await page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
  );
  await page.goto('./');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('iframe')).toHaveCount(0);
  await clickWhenHydrated(footer.getByRole('button', { name: site.contact.map.button }));
  const map = footer.locator('iframe');
  await expect(map).toHaveCount(1);
  await expect(map).toHaveAttribute('title', site.contact.map.title);
  await expect(map).toHaveAttribute('src', /openstreetmap\.org/);
  await expect(map).toBeVisible();
});

test("a click on the map button before the footer's code has arrived loads the map once it has", async ({
  page,
}) => {
  await page.route(/openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
  );
  const release = await holdScripts(page, /\/assets\/Footer-[^/]+\.js$/);
  await page.goto('./');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: site.contact.map.button }).click();
  await expect(footer.locator('iframe')).toHaveCount(0);
  release();
  await expect(footer.locator('iframe')).toHaveAttribute('title', site.contact.map.title);
});

test.describe('the copyright year', () => {
  test("follows the visitor's clock, not the year the site was built", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
    await page.goto('./');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}`);
  });
});
