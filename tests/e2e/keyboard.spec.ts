// A keyboard-only visit: the skip link comes first, Tab reaches every control in reading order, focus
// is always visible (outlined, on screen, not under the navbar or the pill), Escape closes the menu.
import type { Page } from '@playwright/test';
import {
  atBothWidths,
  expect,
  holdScripts,
  pageKinds,
  phone,
  site,
  stubMap,
  test,
  waitHydrated,
} from './helpers.ts';

const { ui } = site;

// index: the control's position in document order among all controls, or -1 when focus is elsewhere.
type Focused = { index: number; name: string; problems: string[] };

// Where focus is once the page has stopped moving (one round trip), and what hides it from a sighted
// keyboard user ("under": the navbar or pill drawn on top, their own controls excepted).
const inspectFocus = (page: Page) =>
  page.evaluate(async (pillLabel): Promise<Focused> => {
    await new Promise<void>((resolve) => {
      const start = performance.now();
      let last = -1;
      let still = 0;
      const check = () => {
        const moving = document.getAnimations().some((animation) => animation.playState === 'running');
        still = window.scrollY === last && !moving ? still + 1 : 0;
        last = window.scrollY;
        if (still >= 3 || performance.now() - start > 3000) resolve();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const controls = [...document.querySelectorAll('a[href], button, input, textarea, select')];
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { index: -1, name: '(the page)', problems: [] };
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim();
    const problems: string[] = [];
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2)
      problems.push(`has no focus outline (${style.outlineStyle} ${style.outlineWidth})`);
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
      problems.push(`is not entirely on screen (${Math.round(box.top)}…${Math.round(box.bottom)} px)`);
    const overlays = [
      ['the fixed navbar', document.querySelector('header')],
      ['the pill navigation', document.querySelector(`nav[aria-label="${pillLabel}"]`)],
    ] as const;
    // The centre and four points around it, clear of rounded corners (which let clicks through).
    const points = [0.2, 0.5, 0.8].flatMap((at) => [
      [box.left + box.width * at, box.top + box.height / 2],
      [box.left + box.width / 2, box.top + box.height * at],
    ]);
    for (const [overlayName, overlay] of overlays) {
      if (!overlay || overlay.contains(element)) continue;
      const covered = points.some(([x, y]) => overlay.contains(document.elementFromPoint(x, y)));
      if (covered) problems.push(`is partly under ${overlayName}`);
    }
    return { index: controls.indexOf(element), name, problems };
  }, ui.sectionsNav);

// Where focus is once the page has come to rest after a Tab, which may scroll smoothly and start a reveal,
// lagging many frames on a busy machine: a problem counts if it outlasts all motion, or 5 s.
async function focusAtRest(page: Page): Promise<Focused> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const focused = await inspectFocus(page);
    if (!focused.problems.length || Date.now() > deadline) return focused;
  }
}

// Every control a visitor could reach: drawn, and not inert.
const reachableCount = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select')].filter(
        (control) => control.checkVisibility({ visibilityProperty: true }) && control.tabIndex >= 0,
      ).length,
  );

async function open(page: Page, path: string) {
  await page.goto(path);
  // The app has hydrated and the progress bar's code has arrived.
  await page.waitForLoadState('networkidle');
}

atBothWidths(() => {
  // The landing page and the first service page (the others share its layout), at both widths.
  for (const { name, path } of pageKinds.slice(0, 2))
    test(`Tab walks ${name} in reading order, always showing where focus is`, async ({ page }) => {
      // Fifty-odd key presses, each inspected at rest: more than the default 30 s on two busy cores.
      test.slow();
      // Each Tab comes to rest at once, focus ending where it would with motion (the reveal on focus: below).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await open(page, path);
      const total = await reachableCount(page);
      const visited: Focused[] = [];
      for (let step = 0; step < total + 5; step++) {
        await page.keyboard.press('Tab');
        const focused = await focusAtRest(page);
        if (focused.index === -1 && visited.length) break;
        visited.push(focused);
      }
      const order = visited.map((focused) => focused.index);
      // Document order is the visual reading order on this site: no positive tabindex, no reordering.
      expect(order, 'focus order').toEqual([...order].sort((a, b) => a - b));
      expect(new Set(order).size, 'every control once').toBe(order.length);
      expect(order.length, 'controls reached by Tab').toBe(total);
      const hidden = visited.flatMap((focused) =>
        focused.problems.map((problem) => `"${focused.name}" ${problem}`),
      );
      expect(hidden).toEqual([]);
    });
});

test.describe('the small-screen menu', () => {
  test.use(phone);
  test('opens from the keyboard, lets Tab reach its links, and closes with Escape', async ({ page }) => {
    await open(page, './');
    const toggle = page.getByRole('button', { name: ui.menu.open });
    await waitHydrated(toggle);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: ui.menu.close });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await close.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();

    for (const { label } of site.navigation.links) {
      await page.keyboard.press('Tab');
      expect(await focusAtRest(page), label).toMatchObject({ name: label, problems: [] });
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Focus is not lost with the menu: it returns to the button that opened it.
    await expect(toggle).toBeFocused();
    for (const leave of [() => page.keyboard.press('Shift+Tab'), () => page.mouse.click(4, 780)]) {
      await toggle.click().then(leave);
      await expect(menu).toBeHidden();
    }
  });
});

// Three things on one visit to the landing page, each from a fresh state of the page it leaves alone.
test('the skip link comes first, content waiting for its reveal shows on focus, and the map loads from the keyboard', async ({
  page,
}) => {
  const asked = await stubMap(page);
  // The sections' code held back, as on a slow phone: the skip link pressed before it arrives leaves them.
  const { release, held } = await holdScripts(page, /\/assets\/HomeSections-[^/]+\.js$/);
  await page.goto('./');
  await expect.poll(() => held.length).toBe(1);
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: ui.skipLink })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  release();
  await page.waitForLoadState('networkidle');
  // The next Tab continues inside the content, not back at the top of the page.
  await page.keyboard.press('Tab');
  await expect(page.locator('main:focus-within')).toHaveCount(1);
  await expect(page.locator('[aria-current]'), 'the pill keeps marking the section in view').toHaveCount(1);

  const waiting = page.locator('[data-reveal="hidden"]').filter({ has: page.locator('a[href], button') });
  await expect(waiting.last()).toHaveCSS('opacity', '0');
  // Read in the same task as the focus: nothing else (scrolling, the reveal's observer) can have run.
  const shown = await waiting.last().evaluate((reveal) => {
    reveal.querySelector<HTMLElement>('a[href], button')!.focus({ preventScroll: true });
    const style = getComputedStyle(reveal);
    return { opacity: style.opacity, transform: style.transform };
  });
  expect(shown).toEqual({ opacity: '1', transform: 'none' });

  const footer = page.getByRole('contentinfo');
  const map = footer.locator('iframe');
  expect(asked, 'requests to the map provider before asking').toEqual([]);
  await expect(map).toHaveCount(0);
  const show = footer.getByRole('button', { name: site.contact.map.button });
  await waitHydrated(show);
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(map).toHaveAttribute('src', /openstreetmap\.org/);
  await expect(map).toBeVisible();
  await expect(map).toBeFocused();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
});
