// axe-core on one page of each kind (the service pages share a layout), and on a phone with the menu open:
// every rule axe runs by default (WCAG 2.0–2.2 A, AA, best practices) plus WCAG 2.2's target size (24 px).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clickWhenHydrated, expect, pageKinds, phone, pillNav, sectionLinks, site, test } from './helpers.ts';

// Reduced motion keeps every reveal-on-view element fully drawn, so axe checks all of it.
test.use({ reducedMotion: 'reduce' });

// One line per problem, so a failure names the rule, the element and how to fix it.
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary})`),
  );
}

for (const { name, path, notFound } of pageKinds)
  test(`${name} has no axe violations and reflows 200% text`, async ({ page, consoleWatch }) => {
    // Unknown addresses are answered with 404.html and status 404, which the browser reports.
    if (notFound) consoleWatch.expectNotFoundPage();
    await page.goto(path);
    // Everything has loaded: what axe sees is what a visitor finally gets.
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addStyleTag({ content: 'html { font-size: 200% }' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Nor is anything cut off: no button past the screen's edge (the menu's), no box clipping its content.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((box) =>
          /hidden|clip/.test(getComputedStyle(box).overflowY)
            ? box.scrollHeight > box.clientHeight + 1
            : box.matches('button') && box.getBoundingClientRect().right > innerWidth,
        )
        .map((box) => box.outerHTML.slice(0, 80)),
    );
    expect(cut).toEqual([]);
  });

test.describe('on a small screen with the menu open', () => {
  test.use(phone);
  // The menu is the same on every page: the landing page and the service layout stand for all (the
  // unknown service's page is that layout with a short message; the 404 page has no navbar).
  for (const { name, path } of pageKinds.slice(0, 2))
    test(`${name} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await clickWhenHydrated(page.getByRole('button', { name: site.ui.menu.open }));
      const close = page.getByRole('button', { name: site.ui.menu.close });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      expect(await violations(page)).toEqual([]);
    });
});

// 400% zoom of a 1280×1024 screen: fixed bars would leave a strip to read through.
test('at 400% zoom no bar covers the text: the navbar scrolls away with its menu', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto(`./#${sectionLinks.at(-1)!.id}`);
  // The pill gives way to the navbar's menu.
  await expect(pillNav(page)).toBeHidden();
  await expect(page.getByRole('banner')).not.toBeInViewport();
  await page.evaluate(() => scrollTo(0, 0));
  await clickWhenHydrated(page.getByRole('button', { name: site.ui.menu.open }));
  const cta = page.getByRole('banner').getByRole('link', { name: site.navigation.cta.label });
  await cta.scrollIntoViewIfNeeded();
  await expect(cta).toBeInViewport({ ratio: 1 });
});
