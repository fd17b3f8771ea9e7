// The footer: the map loads when asked (from the keyboard: keyboard.spec.ts), even before the footer's code
// has arrived, and the year is the visitor's. Its texts and links: tests/built/pages.test.ts.
import { expect, holdScripts, site, stubMap, test } from './helpers.ts';

test("a click on the map button before the footer's code has arrived loads the map once it has; the year is the visitor's", async ({
  page,
}) => {
  await stubMap(page);
  // The visitor's clock, not the year the site was built.
  await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
  const { release } = await holdScripts(page, /\/assets\/Footer-[^/]+\.js$/);
  await page.goto('./');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: site.contact.map.button }).click();
  await expect(footer.locator('iframe')).toHaveCount(0);
  release();
  await expect(footer.locator('iframe')).toHaveAttribute('title', site.contact.map.title);
  await expect(footer).toContainText(`© 2031 ${site.name}`);
});
