// Moving around the site: the navbar and its small-screen menu, the pill, links to landing sections, the
// progress bar, and every control clickable where it is drawn. Where links point: tests/built/pages.test.ts.
import type { Page } from '@playwright/test';
import {
  atBothWidths,
  clickWhenHydrated,
  content,
  coveredControls,
  expect,
  expectSectionAtTop,
  holdScripts,
  isLanding,
  pillBox,
  pillHighlight,
  phone,
  pillNav,
  scrollToY,
  sectionLinks,
  services,
  site,
  test,
} from './helpers.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: site.navigation.label });
const navLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });
const menuButton = (page: Page, name = site.ui.menu.open) => mainNav(page).getByRole('button', { name });
const pillItem = (page: Page, name: string) => pillNav(page).getByRole('link', { name });
// The opacity of the navbar's background: the alpha of rgba(), 1 for rgb().
const headerBackground = (page: Page) =>
  page
    .getByRole('banner')
    .evaluate((header) => Number(getComputedStyle(header).backgroundColor.match(/[\d.]+/g)![3] ?? 1));
const [firstSection, , thirdSection] = sectionLinks;
const lastSection = sectionLinks.at(-1)!;
const cta = { label: site.navigation.cta.label, id: site.navigation.cta.href.split('#')[1] };

// Scrolls down the page half a screen at a time: no control may be covered anywhere.
async function expectClickableAllTheWayDown(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += Math.round(page.viewportSize()!.height / 2)) {
    await scrollToY(page, y);
    expect(await coveredControls(page), `at scroll position ${y}`).toEqual([]);
  }
}

test('scrolling: the navbar gets a translucent background past 20px, and the progress bar grows', async ({
  page,
}) => {
  const progress = () =>
    page.getByRole('progressbar', { name: site.ui.progress }).evaluate((bar) => ({
      value: Number(bar.getAttribute('aria-valuenow')),
      scale: new DOMMatrix(getComputedStyle(bar).transform).a,
      top: bar.getBoundingClientRect().top,
    }));
  await page.goto('./');
  expect(await headerBackground(page)).toBe(0);
  const start = await progress();
  expect([start.top, start.value]).toEqual([0, 0]);
  expect(start.scale).toBeLessThan(0.05);

  await scrollToY(page, 15);
  await page.waitForFunction(() => window.scrollY === 15);
  // Still within the threshold: nothing changes.
  await expect.poll(() => headerBackground(page)).toBe(0);
  await scrollToY(page, 60);
  await expect.poll(() => headerBackground(page)).toBeGreaterThan(0.5);
  expect(await headerBackground(page)).toBeLessThan(1);

  const half = await page.evaluate(() => (document.documentElement.scrollHeight - window.innerHeight) / 2);
  await scrollToY(page, half);
  // The bar follows the scroll once its code has loaded, while the browser is idle after start-up.
  await expect.poll(async () => (await progress()).value, { timeout: 15_000 }).toBeGreaterThanOrEqual(45);
  await expect.poll(async () => (await progress()).scale).toBeGreaterThan(0.4);
  expect((await progress()).value).toBeLessThanOrEqual(55);
  await scrollToY(page, 1e6);
  await expect.poll(async () => (await progress()).value).toBe(100);
  await expect.poll(async () => (await progress()).scale).toBeGreaterThan(0.98);

  await scrollToY(page, 0);
  await expect.poll(() => headerBackground(page)).toBe(0);
});

test.describe('the navbar on a small screen', () => {
  test.use(phone);
  // Escape closing the menu, and focus returning to the toggle: keyboard.spec.ts.
  test('collapses into a toggle that opens the menu and says so, and closes past the breakpoint', async ({
    page,
  }) => {
    await page.goto('./');
    const link = navLink(page, thirdSection.label);
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();

    await clickWhenHydrated(menuButton(page));
    await expect(menuButton(page, site.ui.menu.close)).toHaveAttribute('aria-expanded', 'true');
    for (const label of [...sectionLinks.map((section) => section.label), cta.label])
      await expect(navLink(page, label)).toBeVisible();
    expect(await coveredControls(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 812 });
    await expect(link).toBeVisible();
    // The screen stays wide for a frame or two, as a turned phone does, not for no time at all.
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });

  test('choosing a link closes the menu and lands on the section, even the section already in the address', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`./#${thirdSection.id}`);
    for (const section of [thirdSection, thirdSection, cta]) {
      await clickWhenHydrated(menuButton(page));
      await navLink(page, section.label).click();
      await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === `#${section.id}`);
      await expect(navLink(page, section.label)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expectSectionAtTop(page, section.id);
    }
  });

  test('a tap on the menu button before the app has arrived opens the menu once it has', async ({ page }) => {
    const { release } = await holdScripts(page, /\/assets\/app-[^/]+\.js$/);
    await page.goto('./');
    await menuButton(page).click();
    release();
    const close = menuButton(page, site.ui.menu.close);
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(navLink(page, lastSection.label)).toBeVisible();
    // Answered once, not twice: it stays open once everything has loaded.
    await page.waitForLoadState('networkidle');
    await expect(close).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('links to landing sections', () => {
  test('the pill marks the chosen item and moves its highlight; it and the hero button land on their sections, where the next Tab starts', async ({
    page,
    baseURL,
  }) => {
    await page.goto('./');
    await expect(pillItem(page, firstSection.label)).toHaveAttribute('aria-current', /.+/);
    await expect.poll(() => pillHighlight(page)).toBe(firstSection.label);
    await scrollToY(page, 1e6); // past every section at once: at the bottom, the last section is current
    await expect.poll(() => pillHighlight(page)).toBe(lastSection.label);

    // The third section twice: the same link works again after scrolling away.
    for (const target of [lastSection, thirdSection, thirdSection]) {
      await scrollToY(page, 0);
      await pillItem(page, target.label).click();
      await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === `#${target.id}`);
      await expect(pillItem(page, target.label)).toHaveAttribute('aria-current', /.+/);
      await expect(pillNav(page).locator('[aria-current]')).toHaveCount(1);
      await expect.poll(() => pillHighlight(page)).toBe(target.label);
      await expectSectionAtTop(page, target.id);
      await page.keyboard.press('Tab');
      await expect(page.locator(`#${target.id} :focus`)).toHaveCount(1);
    }

    await scrollToY(page, 0);
    await page.locator('#home').getByRole('link', { name: content.home.hero.primaryButton }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#contact');
    await expectSectionAtTop(page, 'contact');
  });

  test('from a service page, the pill, the footer, the call to action and the brand link land where they point, and focus with them', async ({
    page,
    baseURL,
  }) => {
    const explore = page.getByRole('navigation', { name: site.footer.exploreHeading });
    const pill = pillItem(page, thirdSection.label);
    const links = [
      // The footer's links to the landing page, "Home" included.
      ...site.footer.explore
        .filter(({ href }) => /^\/(#|$)/.test(href))
        .map(({ label, href }) => ({
          id: href.split('#')[1] ?? '',
          link: explore.getByRole('link', { name: label, exact: true }),
        })),
      { id: cta.id, link: navLink(page, cta.label) },
      { id: thirdSection.id, link: pill },
      // The brand link goes to the top of the landing page.
      { id: '', link: page.getByRole('banner').getByRole('link', { name: new RegExp(site.name) }) },
    ];
    for (const { id, link } of links) {
      await page.goto(`services/${services[0].slug}/`);
      await expect(pillNav(page).locator('[aria-current]')).toHaveCount(0);
      await clickWhenHydrated(link);
      await expect(page).toHaveURL((url) => isLanding(url, baseURL) && (!id || url.hash === `#${id}`));
      if (id) await expectSectionAtTop(page, id);
      else await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(2);
      await expect(page.locator('main:focus-within')).toHaveCount(1);
      if (link === pill) await expect(pill).toHaveAttribute('aria-current', /.+/);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  });

  atBothWidths(() =>
    test('a fresh load of the landing page at each section lands on it', async ({ page }) => {
      for (const { id } of sectionLinks) {
        // From another document each time: a fresh load, not a jump within the page.
        await page.goto('about:blank');
        await page.goto(`./#${id}`);
        await expectSectionAtTop(page, id);
      }
    }),
  );
});

// On a phone the navbar and the pill cover more of the screen: each runs at both widths.
test.describe('every control', () =>
  atBothWidths(() => {
    test('can be clicked where it is drawn all the way down the landing page, form fields above the pill too, and nothing invisible lies around the pill', async ({
      page,
    }) => {
      await page.goto('./');
      const box = await pillBox(page);
      const beside = [
        { x: 4, y: box.y + box.height / 2 },
        { x: page.viewportSize()!.width - 4, y: box.y + box.height / 2 },
        { x: box.x + box.width / 2, y: box.y - 6 },
        { x: box.x + box.width / 2, y: box.y + box.height + 6 },
      ];
      const answered = await pillNav(page).evaluate(
        (nav, points) => points.filter(({ x, y }) => nav.contains(document.elementFromPoint(x, y))),
        beside,
      );
      expect(answered, 'points beside the pill where the pill navigation answers a click').toEqual([]);
      await expectClickableAllTheWayDown(page);

      const form = page.getByRole('form', { name: content.home.contact.form.heading });
      const { nameLabel, emailLabel, subjectLabel, messageLabel } = content.home.contact.form;
      for (const label of [nameLabel, emailLabel, subjectLabel, messageLabel]) {
        const field = form.getByLabel(label);
        // Put the field just above the pill, where a full-width wrapper would cover it.
        await field.evaluate((element, pillTop) => {
          const rect = element.getBoundingClientRect();
          window.scrollBy({ top: rect.bottom - pillTop + 4, behavior: 'instant' });
        }, box.y);
        expect(await coveredControls(page), label).toEqual([]);
        await field.click();
        await expect(field).toBeFocused();
      }
    });

    // The service pages share one layout: the first one stands for them.
    test('can be clicked where it is drawn on a service page', async ({ page }) => {
      await page.goto(`services/${services[0].slug}/`);
      await expectClickableAllTheWayDown(page);
    });
  }));
