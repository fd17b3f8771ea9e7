// The site without JavaScript, the reveal animation with it, and under reduced motion: nothing may
// stay hidden, nothing slides. What the markup says is checked in the built HTML (tests/built/).
import type { Page } from '@playwright/test';
import {
  atBothWidths,
  expect,
  expectSectionAtTop,
  logScroll,
  pillNav,
  scrollToY,
  sectionLinks,
  services,
  settled,
  site,
  test,
} from './helpers.ts';

// Elements a visitor cannot see although they are laid out: fully transparent, or hidden. With `inView`,
// only those on screen: at least a fifth of it, twice the spec's appear-in-view threshold of 0.1.
const invisible = (page: Page, { inView = false } = {}) =>
  page.evaluate(
    (onlyInView) =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          const shown = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
          return (
            element.getClientRects().length > 0 &&
            (!onlyInView || shown >= 0.2 * rect.height) &&
            (Number(style.opacity) < 0.99 || style.visibility === 'hidden') &&
            // The skip link waits off-screen until it is focused.
            !element.matches('a[href="#main"]')
          );
        })
        .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent!.trim().slice(0, 60)}`),
    inView,
  );

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  // On a phone the navbar's links would otherwise sit behind a menu toggle: this runs at both widths.
  atBothWidths(() =>
    test('the landing page shows everything, all the way down, and its navbar and pill links work', async ({
      page,
    }) => {
      const [last, target] = [sectionLinks.at(-1)!, sectionLinks[2]];
      await page.goto('./');
      expect(await invisible(page)).toEqual([]);
      const nav = page.getByRole('navigation', { name: site.navigation.label });
      for (const label of [...sectionLinks.map((link) => link.label), site.navigation.cta.label])
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      // A toggle that cannot work without JavaScript is not offered.
      await expect(nav.getByRole('button')).toBeHidden();
      await nav.getByRole('link', { name: last.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id}`)).toBeInViewport();
      const pill = pillNav(page);
      await pill.getByRole('link', { name: target.label }).click();
      await expect(page.locator(`#${target.id}`)).toBeInViewport();
    }),
  );

  test('nothing on a service page or the 404 page is left transparent or hidden', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectNotFoundDocument();
    for (const service of services) {
      await page.goto(`services/${service.slug}/`);
      expect(await invisible(page), service.slug).toEqual([]);
    }
    await page.goto('nowhere');
    expect(await invisible(page)).toEqual([]);
  });
});

test('printed, the landing page shows every section, with no bar or skip link over it', async ({ page }) => {
  await page.goto('./');
  await expect(page.locator('[data-reveal="hidden"]').first()).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  expect(await invisible(page)).toEqual([]);
  await expect(pillNav(page)).toBeHidden();
  await expect(page.getByRole('link', { name: site.ui.skipLink })).toBeHidden();
  await expect(page.getByRole('banner')).toHaveCSS('position', 'absolute');
});

test('the reveal animation never leaves content hidden: not what a jump to the bottom skipped, nor what the visitor scrolls past', async ({
  page,
}) => {
  // Twenty-odd stops down a long page, each waiting for a slide-up to finish.
  test.slow();
  await page.goto('./');
  await scrollToY(page, 1e6);
  await expect.poll(() => invisible(page, { inView: true })).toEqual([]);

  // Back up to the top, then down through what the jump skipped.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += Math.round(page.viewportSize()!.height / 2)) {
    await scrollToY(page, y);
    // Whatever is on screen finishes its slide-up and is fully visible.
    await expect.poll(() => invisible(page, { inView: true }), `at scroll position ${y}`).toEqual([]);
  }
  // Scrolling back up shows the same content, still visible: the slide-up happens once.
  await scrollToY(page, 0);
  expect(await invisible(page)).toEqual([]);
});

test('under reduced motion, nothing is hidden for a reveal, and the pill highlight and the page jump to a section without sliding', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  await settled(page);
  expect(await invisible(page)).toEqual([]);

  const pill = pillNav(page);
  await expect(pill).toHaveAttribute('data-ready', '');
  const durations = await pill
    .locator('span[aria-hidden="true"]')
    .evaluate((highlight) => getComputedStyle(highlight).transitionDuration);
  expect(durations.split(',').every((duration) => parseFloat(duration) === 0)).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  const target = sectionLinks[2];
  const stopScrollLog = await logScroll(page);
  await pill.getByRole('link', { name: target.label }).click();
  await expect(page).toHaveURL(new RegExp(`#${target.id}$`));
  await expectSectionAtTop(page, target.id);
  const positions = [...new Set(await stopScrollLog())];
  // From the top straight to the section: no frames in between.
  expect(positions.length, `scroll positions ${positions.join(', ')}`).toBeLessThanOrEqual(2);
});
