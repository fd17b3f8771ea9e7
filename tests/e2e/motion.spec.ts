// Tests that sample frames to see something move. The "motion" project runs them last, one at a
// time, once the other browsers have closed: on a busy machine one late frame can skip an animation.
import {
  content,
  expect,
  expectSectionAtTop,
  logScroll,
  pillHighlight,
  pillNav,
  sectionLinks,
  test,
} from './helpers.ts';

test('the secondary hero button scrolls smoothly to the services section, which ends just below the navbar', async ({
  page,
}) => {
  await page.goto('./');
  const stopScrollLog = await logScroll(page);
  await page.locator('#home').getByRole('link', { name: content.home.hero.secondaryButton }).click();
  await expectSectionAtTop(page, 'services');
  const log = await stopScrollLog();
  const final = log.at(-1)!;
  const between = new Set(log.filter((y) => y > 0 && y < final));
  expect(final).toBeGreaterThan(0);
  // A smooth scroll passes through positions on the way; a jump goes straight there.
  expect(between.size, `scroll positions: ${log.join(', ')}`).toBeGreaterThanOrEqual(2);
});

test('the pill navigation slides its highlight from item to item (a layout animation)', async ({ page }) => {
  const [first, last] = [sectionLinks[0], sectionLinks.at(-1)!];
  await page.goto('./');
  await expect.poll(() => pillHighlight(page)).toBe(first.label);
  const positions = await pillNav(page).evaluate(async (nav, targetLabel) => {
    const links = [...nav.querySelectorAll('a')];
    const target = links.find((link) => link.textContent === targetLabel)!;
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
    return { xs, from: links[0].getBoundingClientRect().left, to: target.getBoundingClientRect().left };
  }, last.label);
  const between = positions.xs.filter((x) => x > positions.from + 2 && x < positions.to - 2);
  expect(between.length, `highlight positions: ${positions.xs.join(', ')}`).toBeGreaterThanOrEqual(2);
});
