// The landing page's behaviour: its buttons and cards take the visitor somewhere (the contact form:
// contact-form.spec.ts). What it says is checked in the built HTML (tests/built/landing.test.ts).
import {
  clickWhenHydrated,
  content,
  expect,
  expectSectionAtTop,
  isLanding,
  serviceCard,
  services,
  startScrollLog,
  stopScrollLog,
  test,
} from './helpers.ts';

const { home } = content;

test.describe('the landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('./');
  });

  // A click that lands on a section on a phone: "choosing a link closes the menu and lands on the section".
  test('its primary hero button lands on the contact section', async ({ page, baseURL }) => {
    await page.locator('#home').getByRole('link', { name: home.hero.primaryButton }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#contact');
    await expectSectionAtTop(page, 'contact');
  });

  test('a service card opens its page without reloading', async ({ page }) => {
    const [first] = services;
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // Before the app has arrived the card is a plain link and the browser loads the page itself.
    await clickWhenHydrated(serviceCard(page, first.data.title));
    await expect(page).toHaveURL(new RegExp(`/services/${first.slug}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.data.title);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the secondary hero button jumps to the services section without scrolling through the page', async ({
    page,
  }) => {
    await page.goto('./');
    await startScrollLog(page);
    await page.locator('#home').getByRole('link', { name: home.hero.secondaryButton }).click();
    await expectSectionAtTop(page, 'services');
    const log = await stopScrollLog(page);
    const final = log.at(-1)!;
    expect(final).toBeGreaterThan(0);
    expect(
      log.filter((y) => y !== 0 && y !== final),
      `scroll positions: ${log.join(', ')}`,
    ).toEqual([]);
  });
});
