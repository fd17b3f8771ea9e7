// axe-core on one page of each kind at 1280 px (the service pages share one layout), and at 375 px
// with the small-screen menu open. Every rule axe runs by default counts (WCAG 2.0–2.2 A and AA, and
// its best practices), and WCAG 2.2's target size (24 by 24 px), which axe leaves off by default.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { clickWhenHydrated, content, expect, phone, services, test, type ConsoleWatch } from './helpers.ts';

const [service] = services;
const pages = [
  { name: 'the landing page', path: './' },
  { name: `a service page (${service.data.title})`, path: `services/${service.slug}/` },
  { name: 'the page for an unknown service', path: 'services/no-such-service', notFound: true },
  { name: 'the 404 page', path: 'no-such-page', notFound: true },
];

// Reduced motion keeps every reveal-on-view element fully drawn, so axe checks all of it.
test.use({ reducedMotion: 'reduce' });

async function open(page: Page, path: string, consoleWatch?: ConsoleWatch, notFound = false) {
  // Unknown addresses are answered with 404.html and status 404, which the browser reports.
  if (notFound && consoleWatch) consoleWatch.expectNotFoundPage();
  await page.goto(path);
  // Everything has loaded: what axe sees is what a visitor finally gets.
  await page.waitForLoadState('networkidle');
}

// One line per problem, so a failure names the rule, the element and how to fix it.
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary})`),
  );
}

for (const { name, path, notFound } of pages) {
  test(`${name} has no axe violations`, async ({ page, consoleWatch }) => {
    await open(page, path, consoleWatch, notFound);
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('on a small screen with the menu open', () => {
  test.use(phone);
  // The menu is the same on every page: the landing page and the service layout stand for all (the
  // unknown service's page is that layout with a short message; the 404 page has no navbar).
  for (const { name, path, notFound } of pages.slice(0, 2)) {
    test(`${name} has no axe violations`, async ({ page, consoleWatch }) => {
      await open(page, path, consoleWatch, notFound);
      await clickWhenHydrated(page.getByRole('button', { name: content.site.ui.menu.open }));
      await expect(page.getByRole('button', { name: content.site.ui.menu.close })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(await violations(page)).toEqual([]);
    });
  }
});
