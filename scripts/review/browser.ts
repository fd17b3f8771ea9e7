// What a reviewer would see and check by hand on a page of a build, done in Chromium: full-page
// screenshots with motion settled, and axe's accessibility violations.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, headlessPath } from '../../tests/e2e/browser';

export const widths = [375, 1280] as const;
export type Width = (typeof widths)[number];

export interface PageLook {
  screenshots: Record<Width, Buffer>;
  // axe's violations at 1280 px: rule id and the elements each one names.
  violations: { rule: string; help: string; targets: string[] }[];
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessPath, args: chromiumArgs });
}

// Scrolls to the bottom and back, so lazy pictures load and every section has been in view once,
// then waits for the fonts and pictures.
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener('load', resolve);
              image.addEventListener('error', resolve);
              // A picture that never arrives must not hold the review up.
              setTimeout(resolve, 5000);
            }),
      ),
    );
  });
}

export async function lookAt(browser: Browser, url: string): Promise<PageLook> {
  const screenshots = {} as Record<Width, Buffer>;
  let violations: PageLook['violations'] = [];
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: 'reduce',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    screenshots[width] = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    if (width === 1280) {
      const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      violations = result.violations.map((violation) => ({
        rule: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    }
    await context.close();
  }
  return { screenshots, violations };
}
