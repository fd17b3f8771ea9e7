// Shared helpers for the site's browser tests: console watching, scrolling, geometry and content.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { viewports } from '../../site.config.ts';
import { checkedContent, escapeRegExp } from '../built/site.ts';
import { repoRoot } from '../content/site-copy.ts';

export { expect, repoRoot };

// The content as the build sees it, so tests compare the page with the files, not with a copy.
export const content = checkedContent(repoRoot, false);
export const { site } = content;

// The services in the order of their cards; tests that need one service take the first.
export const services = content.services.toSorted((a, b) => a.data.order - b.data.order);

// The navbar's section links, each with the id of the landing section it goes to.
export const sectionLinks = content.site.navigation.links
  .filter((link) => link.href.includes('#'))
  .map((link) => ({ label: link.label, id: link.href.split('#')[1] }));

// One page of each kind, the first service standing for all (they share a layout); the last two answer 404.
export const pageKinds = [
  { name: 'the landing page', path: './' },
  { name: `a service page (${services[0].data.title})`, path: `services/${services[0].slug}/` },
  { name: 'the page for an unknown service', path: 'services/no-such-service', notFound: true },
  { name: 'the 404 page', path: 'no-such-page', notFound: true },
];

type ConsoleEntry = { type: string; text: string; url: string };

// Collects every console error and warning (and uncaught exception) of a page.
function watchConsole(page: Page) {
  const entries: ConsoleEntry[] = [];
  const expected: ((entry: ConsoleEntry) => boolean)[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      entries.push({ type: message.type(), text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => entries.push({ type: 'pageerror', text: String(error), url: '' }));
  const expectMessage = (pattern: RegExp) => expected.push((entry) => pattern.test(entry.text));
  // The browser's own report that the document itself came back 404, and no file the page loads.
  const expectNotFoundDocument = () =>
    expected.push(
      (entry) =>
        entry.type === 'error' &&
        /Failed to load resource: the server responded with a status of 404/.test(entry.text) &&
        !/\.\w+$/.test(entry.url.split(/[?#]/)[0]),
    );
  return {
    entries,
    expectMessage,
    expectNotFoundDocument,
    // The 404 page: the document's own 404, and the page's log of the path nobody found.
    expectNotFoundPage() {
      expectNotFoundDocument();
      expectMessage(/^404: no page at/);
    },
    unexpected: () => entries.filter((entry) => !expected.some((isExpected) => isExpected(entry))),
  };
}

// Every test fails when the page logged an error or warning it did not expect.
export const test = base.extend<{ consoleWatch: ReturnType<typeof watchConsole> }>({
  consoleWatch: [
    async ({ page }, use) => {
      const watch = watchConsole(page);
      await use(watch);
      expect(watch.unexpected(), 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
  // Without a GPU, Chromium blurs behind the navbar and the pill on the CPU, frame by frame: scrolling
  // costs twice the CPU. The bars are fixed, so the blur changes only pixels, which no test reads.
  page: async ({ page }, provide) => {
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.head.insertAdjacentHTML('beforeend', '<style>*{backdrop-filter:none!important}</style>'),
      ),
    );
    await provide(page);
  },
});

// Below the 768px breakpoint the navbar collapses into a menu, and it and the pill cover more of
// the screen. Tests of that use the phone; tests where both screens matter run at both.
export const phone = { viewport: viewports.phone, isMobile: true, hasTouch: true };
export function atBothWidths(define: () => void) {
  define();
  test.describe('on a phone', () => {
    test.use(phone);
    define();
  });
}

// The page shows the landing page: at the site's base ("/" or "/pr-preview/pr-12/"), last slash or not.
export const isLanding = (url: URL, baseURL: string | undefined) =>
  url.pathname.replace(/\/$/, '') ===
  new URL('./', baseURL ?? 'http://localhost/').pathname.replace(/\/$/, '');

// The page's code has loaded and the browser is idle: hydration, and any reveal logic, has run.
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

export const scrollToY = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

// A section "lands" when its top sits just below the fixed navbar, visible and not under it; one that
// starts at the top of the page lands with the page at its top (a fresh load of /#id, for example).
export async function expectSectionAtTop(page: Page, id: string) {
  const bottom = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().bottom);
  // Where the section is, in words, so that a failure says how far off it was.
  const where = async () => {
    const [top, scrollY] = await page
      .locator(`#${id}`)
      .evaluateAll((found) => [found.at(0)?.getBoundingClientRect().top, window.scrollY] as const);
    if (top === undefined) return 'not on the page';
    if (top < 1 && scrollY === 0) return 'landed';
    if (top < bottom - 1) return `${Math.round(bottom - top)}px under the navbar`;
    if (top > bottom + 48) return `${Math.round(top - bottom)}px below the navbar (scrollY ${scrollY})`;
    return 'landed';
  };
  await expect
    .poll(where, { message: `#${id} should sit just below the navbar (bottom ${bottom}px)` })
    .toBe('landed');
}

// Records window.scrollY on every animation frame; returns the function that stops and returns the log,
// which ends with the position now: the last frame may have been drawn before the page moved.
export async function logScroll(page: Page) {
  await page.evaluate(() => {
    const record = window as unknown as { scrollLog?: number[] };
    const log: number[] = (record.scrollLog = []);
    const tick = () => {
      log.push(Math.round(window.scrollY));
      if (record.scrollLog === log) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () =>
    page.evaluate(() => {
      const record = window as unknown as { scrollLog?: number[] };
      const log = record.scrollLog!;
      delete record.scrollLog;
      return [...log, Math.round(window.scrollY)];
    });
}

// The drawn pill: the largest box of the pill navigation that paints a background.
export const pillBox = (page: Page) =>
  pillNav(page).evaluate(
    (nav) =>
      [nav, ...nav.querySelectorAll('*')]
        .filter((element) => !/rgba\(.*, 0\)|transparent/.test(getComputedStyle(element).backgroundColor))
        .map((element) => element.getBoundingClientRect())
        .sort((a, b) => b.width * b.height - a.width * a.height)[0]
        .toJSON() as Omit<DOMRect, 'toJSON'>,
  );

// Controls whose centre is in the viewport but would not receive a click there. Controls under the
// navbar or under the drawn pill are covered by something visible, which is fine.
export async function coveredControls(page: Page) {
  const drawn = { pillLabel: content.site.ui.sectionsNav, pill: await pillBox(page) };
  return page.evaluate(({ pillLabel, pill }) => {
    const header = document.querySelector('header')?.getBoundingClientRect();
    const pillNav = document.querySelector<HTMLElement>(`nav[aria-label="${pillLabel}"]`);
    const inside = (rect: Omit<DOMRect, 'toJSON'> | undefined, x: number, y: number) =>
      !!rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
    const problems: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, input, textarea, select')) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      const x = Math.round(rect.left + rect.width / 2);
      const y = Math.round(rect.top + rect.height / 2);
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      if (!control.closest('header') && inside(header, x, y)) continue;
      if (!pillNav?.contains(control) && inside(pill, x, y)) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (hit === control || control.contains(hit))) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? control.id).trim();
      const by = hit
        ? `<${hit.tagName.toLowerCase()} class="${hit.getAttribute('class') ?? ''}">`
        : 'nothing';
      problems.push(`<${control.tagName.toLowerCase()}> "${name}" at (${x}, ${y}) is covered by ${by}`);
    }
    return problems;
  }, drawn);
}

// Buttons work once React has attached their handlers (the app starts after the first paint, and the
// footer and pill navigation hydrate later still; until then links work and buttons wait).
export async function waitHydrated(control: Locator) {
  await expect
    .poll(() =>
      control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
  // Hydrating in a transition, React may yield between attaching props and committing: two frames.
  await control.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
}

export const clickWhenHydrated = (control: Locator) => waitHydrated(control).then(() => control.click());

// Holds back the scripts whose address matches until release(), the page as a slow connection shows it;
// `held` lists the paths asked for.
export async function holdScripts(page: Page, pattern: RegExp) {
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { release, held };
}

// Answers for the map provider (the test machine has no internet); returns the addresses it was asked for.
export async function stubMap(page: Page) {
  const asked: string[] = [];
  await page.route(/openstreetmap\.org/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
  });
  return asked;
}

// A service's card on the landing page: a link whose name ends with the service's title.
export const serviceCard = (page: Page, title: string) =>
  page.locator('#services').getByRole('link', { name: new RegExp(`${escapeRegExp(title)}$`) });

export const pillNav = (page: Page) => page.getByRole('navigation', { name: content.site.ui.sectionsNav });

// The pill's highlight is the one white box inside it; returns the label it sits behind.
export const pillHighlight = (page: Page) =>
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
