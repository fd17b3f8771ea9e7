import type { Page } from '@playwright/test';
import {
  clickWhenHydrated,
  content,
  coveredControls,
  expect,
  expectSectionAtTop,
  isLanding,
  resolvedHref,
  scrollToY,
  test,
} from './helpers';

const { site } = content;
const mainNav = (page: Page) => page.getByRole('navigation', { name: site.navigation.label });
const pillNav = (page: Page) => page.getByRole('navigation', { name: site.ui.sectionsNav });
const headerBackground = (page: Page) =>
  page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);
const alphaOf = (color: string) => {
  const parts = color.match(/[\d.]+/g)!.map(Number);
  return parts.length === 4 ? parts[3] : 1;
};

test.describe('the navbar', () => {
  test('has no background at the top and a translucent one once scrolled beyond 20px', async ({ page }) => {
    await page.goto('./');
    expect(alphaOf(await headerBackground(page))).toBe(0);
    await scrollToY(page, 15);
    await page.waitForFunction(() => window.scrollY === 15);
    // Still within the threshold: nothing changes.
    await expect.poll(() => headerBackground(page).then(alphaOf)).toBe(0);
    await scrollToY(page, 60);
    await expect.poll(() => headerBackground(page).then(alphaOf)).toBeGreaterThan(0.5);
    expect(alphaOf(await headerBackground(page))).toBeLessThan(1);
    await scrollToY(page, 0);
    await expect.poll(() => headerBackground(page).then(alphaOf)).toBe(0);
  });

  test('links to the five sections and has a "Get Started" button going to the contact section', async ({
    page,
    baseURL,
  }) => {
    await page.goto('./');
    const nav = mainNav(page);
    if ((page.viewportSize()?.width ?? 0) < 768) await clickWhenHydrated(nav.getByRole('button'));
    for (const [label, hash] of [
      ['Home', '#home'],
      ['Services', '#services'],
      ['About', '#about'],
      ['Blog', '#blog'],
      ['Contact', '#contact'],
    ]) {
      const href = await resolvedHref(nav.getByRole('link', { name: label, exact: true }));
      expect(isLanding(href, baseURL) && href.hash === hash, `${label} → ${href}`).toBe(true);
    }
    const getStarted = nav.getByRole('link', { name: 'Get Started' });
    await expect(getStarted).toBeVisible();
    const href = await resolvedHref(getStarted);
    expect(isLanding(href, baseURL) && href.hash === '#contact').toBe(true);
    await getStarted.click();
    await expectSectionAtTop(page, 'contact');
  });

  test('"Get Started" can be clicked where it is drawn, at the top and after scrolling', async ({ page }) => {
    await page.goto('./');
    const nav = mainNav(page);
    if ((page.viewportSize()?.width ?? 0) < 768) await clickWhenHydrated(nav.getByRole('button'));
    expect(await coveredControls(page)).toEqual([]);
    await scrollToY(page, 600);
    expect(await coveredControls(page)).toEqual([]);
  });
});

test.describe('the navbar on a small screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('collapses into a toggle button with a name and aria-expanded', async ({ page }) => {
    await page.goto('./');
    const nav = mainNav(page);
    const toggle = nav.getByRole('button', { name: site.ui.menu.open });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();

    await clickWhenHydrated(toggle);
    const close = nav.getByRole('button', { name: site.ui.menu.close });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Home', 'Services', 'About', 'Blog', 'Contact', 'Get Started'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    expect(await coveredControls(page)).toEqual([]);
  });

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('./');
    const nav = mainNav(page);
    await clickWhenHydrated(nav.getByRole('button', { name: site.ui.menu.open }));
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
    await expect(nav.getByRole('button', { name: site.ui.menu.open })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('choosing a link closes the menu and lands on the section', async ({ page, baseURL }) => {
    await page.goto('./');
    const nav = mainNav(page);
    await clickWhenHydrated(nav.getByRole('button', { name: site.ui.menu.open }));
    await nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#about');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();
    await expect(nav.getByRole('button', { name: site.ui.menu.open })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectSectionAtTop(page, 'about');
  });

  test('choosing the link of the section already in the address still closes the menu', async ({ page }) => {
    await page.goto('./#blog');
    const nav = mainNav(page);
    await clickWhenHydrated(nav.getByRole('button', { name: site.ui.menu.open }));
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
    await expectSectionAtTop(page, 'blog');
  });

  test('closes when the screen grows past the breakpoint, and stays closed when it narrows again', async ({
    page,
  }) => {
    await page.goto('./');
    const nav = mainNav(page);
    await clickWhenHydrated(nav.getByRole('button', { name: site.ui.menu.open }));
    await expect(nav.getByRole('button', { name: site.ui.menu.close })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.setViewportSize({ width: 1280, height: 812 });
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(nav.getByRole('button', { name: site.ui.menu.open })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  });
});

test.describe('the floating pill navigation', () => {
  // The highlight is the one white pill inside the navigation; returns the label it sits behind.
  const highlighted = (page: Page) =>
    pillNav(page).evaluate((nav) => {
      const pills = [...nav.querySelectorAll('*')].filter(
        (element) => getComputedStyle(element).backgroundColor === 'rgb(255, 255, 255)',
      );
      if (pills.length !== 1) return `${pills.length} highlights`;
      const pill = pills[0].getBoundingClientRect();
      const x = pill.left + pill.width / 2;
      const item = [...nav.querySelectorAll('a')].find((link) => {
        const rect = link.getBoundingClientRect();
        return x > rect.left && x < rect.right && Math.abs(rect.width - pill.width) < 2;
      });
      return item?.textContent ?? 'between items';
    });

  test('is a navigation landmark of its own, apart from the navbar', async ({ page }) => {
    await page.goto('./');
    await expect(pillNav(page)).toBeVisible();
    expect(site.ui.sectionsNav).not.toBe(site.navigation.label);
    await expect(pillNav(page).getByRole('link')).toHaveText([
      'Home',
      'Services',
      'About',
      'Blog',
      'Contact',
    ]);
    await expect(pillNav(page)).not.toHaveAttribute('aria-hidden', 'true');
  });

  test('marks the chosen item with aria-current and moves the highlight to it', async ({ page, baseURL }) => {
    await page.goto('./');
    const items = pillNav(page).getByRole('link');
    await expect(items.filter({ hasText: 'Home' })).toHaveAttribute('aria-current', /.+/);
    await expect.poll(() => highlighted(page)).toBe('Home');

    await pillNav(page).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#blog');
    await expect(pillNav(page).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', /.+/);
    await expect(pillNav(page).locator('[aria-current]')).toHaveCount(1);
    await expect.poll(() => highlighted(page)).toBe('Blog');
    await expectSectionAtTop(page, 'blog');

    await pillNav(page).getByRole('link', { name: 'Services' }).click();
    await expect(pillNav(page).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', /.+/);
    await expect.poll(() => highlighted(page)).toBe('Services');
    await expectSectionAtTop(page, 'services');
  });

  test(
    'slides the highlight from item to item (a layout animation)',
    { tag: '@motion' },
    async ({ page }) => {
      await page.goto('./');
      await expect.poll(() => highlighted(page)).toBe('Home');
      const positions = await pillNav(page).evaluate(async (nav) => {
        const target = [...nav.querySelectorAll('a')].find((link) => link.textContent === 'Contact')!;
        const xs: number[] = [];
        const pill = () =>
          [...nav.querySelectorAll('*')].find(
            (element) => getComputedStyle(element).backgroundColor === 'rgb(255, 255, 255)',
          );
        target.click();
        for (let frame = 0; frame < 40; frame++) {
          await new Promise(requestAnimationFrame);
          const element = pill();
          if (element) xs.push(Math.round(element.getBoundingClientRect().left));
        }
        return {
          xs,
          home: nav.querySelector('a')!.getBoundingClientRect().left,
          contact: target.getBoundingClientRect().left,
        };
      });
      const between = positions.xs.filter((x) => x > positions.home + 2 && x < positions.contact - 2);
      expect(between.length, `highlight positions: ${positions.xs.join(', ')}`).toBeGreaterThanOrEqual(2);
    },
  );

  test('leaves the page around it clickable: nothing invisible lies beside or above the pill', async ({
    page,
  }) => {
    await page.goto('./');
    // The pill is the largest box of the navigation that paints a background.
    const box = await pillNav(page).evaluate((nav) => {
      const rect = [nav, ...nav.querySelectorAll('*')]
        .filter((element) => !/rgba\(.*, 0\)|transparent/.test(getComputedStyle(element).backgroundColor))
        .map((element) => element.getBoundingClientRect())
        .sort((a, b) => b.width * b.height - a.width * a.height)[0];
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
    const points = [
      { x: 4, y: box.y + box.height / 2 },
      { x: page.viewportSize()!.width - 4, y: box.y + box.height / 2 },
      { x: box.x + box.width / 2, y: box.y - 6 },
      { x: box.x + box.width / 2, y: box.y + box.height + 6 },
    ];
    for (const point of points) {
      const insideNav = await pillNav(page).evaluate(
        (nav, { x, y }) => nav.contains(document.elementFromPoint(x, y)),
        point,
      );
      expect(insideNav, `the pill navigation answers a click at (${point.x}, ${point.y})`).toBe(false);
    }
  });

  test('takes the visitor to a landing section from a service page', async ({ page, baseURL }) => {
    await page.goto('services/web-development');
    await expect(pillNav(page).locator('[aria-current]')).toHaveCount(0);
    await pillNav(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#about');
    await expectSectionAtTop(page, 'about');
    await expect(pillNav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', /.+/);
  });
});

test.describe('every control', () => {
  test('can be clicked where it is drawn, all the way down the landing page', async ({ page }) => {
    await page.goto('./');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = Math.round((page.viewportSize()?.height ?? 800) / 2);
    for (let y = 0; y < height; y += step) {
      await scrollToY(page, y);
      expect(await coveredControls(page), `at scroll position ${y}`).toEqual([]);
    }
  });

  test('of the contact form can be clicked while the pill navigation is on screen', async ({ page }) => {
    await page.goto('./#contact');
    const form = page.getByRole('form', { name: content.home.contact.form.heading });
    const pill = (await pillNav(page).getByRole('list').boundingBox())!;
    const { nameLabel, emailLabel, subjectLabel, messageLabel } = content.home.contact.form;
    for (const label of [nameLabel, emailLabel, subjectLabel, messageLabel]) {
      const field = form.getByLabel(label);
      // Put the field just above the pill, where a full-width wrapper would cover it.
      await field.evaluate((element, pillTop) => {
        const rect = element.getBoundingClientRect();
        window.scrollBy({ top: rect.bottom - pillTop + 4, behavior: 'instant' });
      }, pill.y);
      expect(await coveredControls(page)).toEqual([]);
      await field.click();
      await expect(field).toBeFocused();
    }
  });

  test('can be clicked where it is drawn on a service page', async ({ page }) => {
    await page.goto('services/ai-ml');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await scrollToY(page, y);
      expect(await coveredControls(page), `at scroll position ${y}`).toEqual([]);
    }
  });
});

test.describe('the scroll progress bar', () => {
  const progress = (page: Page) =>
    page.getByRole('progressbar', { name: site.ui.progress }).evaluate((bar) => ({
      value: Number(bar.getAttribute('aria-valuenow')),
      scale: new DOMMatrix(getComputedStyle(bar).transform).a,
      top: bar.getBoundingClientRect().top,
    }));

  test('sits at the top of the page and grows as the visitor scrolls', async ({ page }) => {
    await page.goto('./');
    const bar = page.getByRole('progressbar', { name: site.ui.progress });
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    const start = await progress(page);
    expect(start.top).toBe(0);
    expect(start.value).toBe(0);
    expect(start.scale).toBeLessThan(0.05);

    const half = await page.evaluate(() => (document.documentElement.scrollHeight - window.innerHeight) / 2);
    await scrollToY(page, half);
    // The bar follows the scroll once its code has loaded, while the browser is idle after start-up.
    await expect
      .poll(async () => (await progress(page)).value, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(45);
    await expect.poll(async () => (await progress(page)).scale).toBeGreaterThan(0.4);
    const middle = await progress(page);
    expect(middle.value).toBeLessThanOrEqual(55);

    await scrollToY(page, 1e6);
    await expect.poll(async () => (await progress(page)).value).toBe(100);
    await expect.poll(async () => (await progress(page)).scale).toBeGreaterThan(0.98);
  });
});

test.describe('links to landing sections', () => {
  for (const [label, id] of [
    ['About', 'about'],
    ['Services', 'services'],
    ['Contact', 'contact'],
  ]) {
    test(`the footer's ${label} link lands on #${id} from a service page`, async ({ page, baseURL }) => {
      await page.goto('services/cyber-security');
      await page
        .getByRole('contentinfo')
        .getByRole('navigation')
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === `#${id}`);
      await expectSectionAtTop(page, id);
    });

    test(`a fresh load of /#${id} lands on the section`, async ({ page }) => {
      await page.goto(`./#${id}`);
      await expectSectionAtTop(page, id);
    });
  }

  test('"Get Started" lands on the contact section from a service page', async ({ page, baseURL }) => {
    await page.goto('services/game-development');
    const nav = mainNav(page);
    if ((page.viewportSize()?.width ?? 0) < 768) await clickWhenHydrated(nav.getByRole('button'));
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#contact');
    await expectSectionAtTop(page, 'contact');
  });

  test('the same section link works twice in a row after scrolling away', async ({ page }) => {
    await page.goto('./');
    await pillNav(page).getByRole('link', { name: 'About' }).click();
    await expectSectionAtTop(page, 'about');
    await scrollToY(page, 0);
    await pillNav(page).getByRole('link', { name: 'About' }).click();
    await expectSectionAtTop(page, 'about');
  });

  test('the brand link returns to the top of the landing page from a service page', async ({
    page,
    baseURL,
  }) => {
    await page.goto('services/ui-ux-design');
    await page
      .getByRole('banner')
      .getByRole('link', { name: new RegExp(site.name) })
      .click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(2);
  });
});
