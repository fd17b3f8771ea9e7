// The landing page's behaviour: its buttons and cards take the visitor somewhere, the form composes
// an e-mail. What it says is checked in the built HTML (tests/built/landing.test.ts).
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

const { site, home } = content;

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

test.describe('the contact form', () => {
  test('composes an e-mail to the agency from the fields when it is sent', async ({ page, consoleWatch }) => {
    // A browser with no mail program registered says so in the console; that is not the site's fault.
    consoleWatch.expectMessage(/Failed to launch 'mailto:/);
    await page.goto('./#contact');
    const form = page.getByRole('form', { name: home.contact.form.heading });
    await form.getByLabel(home.contact.form.nameLabel).fill('Asha Menon');
    await form.getByLabel(home.contact.form.emailLabel).fill('asha@example.org');
    await form.getByLabel(home.contact.form.subjectLabel).fill('A shop for our bakery');
    await form.getByLabel(home.contact.form.messageLabel).fill('We bake bread.\nWe want to sell online.');
    await clickWhenHydrated(form.getByRole('button', { name: home.contact.form.submit }));

    const fallback = form.getByRole('status').getByRole('link', { name: site.contact.email });
    await expect(fallback).toBeVisible();
    const href = new URL((await fallback.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(site.contact.email);
    expect(href.searchParams.get('subject')).toBe('A shop for our bakery');
    expect(href.searchParams.get('body')).toBe(
      'We bake bread.\nWe want to sell online.\n\n— Asha Menon <asha@example.org>',
    );
    // Nothing is sent anywhere else: the page stays where it was.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
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
