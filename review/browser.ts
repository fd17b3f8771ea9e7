// What a reviewer would check by hand on a page: full-page screenshots with motion settled, and axe.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { viewports } from '../site.config.ts';
import { chromiumArgs, headlessPath } from './chromium.ts';

export const widths = [viewports.phone.width, viewports.desktop.width] as const;
export type Width = (typeof widths)[number];

export interface PageLook {
  screenshots: Record<Width, Buffer>;
  // axe's violations on the desktop: rule id and the elements each one names.
  violations: { rule: string; help: string; targets: string[] }[];
}

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: headlessPath, args: chromiumArgs });
}

// Scrolls to the bottom and back, so lazy pictures load and every section has been in view once.
async function settle(page: Page) {
  const settled = page.evaluate(async () => {
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
  // A page that stops drawing frames (see lookAt) fails here, instead of holding the review up.
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${page.url()} did not settle in 20 s`)), 20_000);
  });
  await Promise.race([settled, stalled]).finally(() => clearTimeout(timer));
}

async function lookAtWidth(browser: Browser, url: string, width: Width) {
  const context = await browser.newContext({
    viewport: { width, height: viewports.desktop.height },
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const screenshot = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      timeout: 20_000,
    });
    if (width !== viewports.desktop.width) return { screenshot, violations: [] };
    const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const violations = result.violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
    return { screenshot, violations };
  } finally {
    await context.close();
  }
}

export async function lookAt(browser: Browser, url: string): Promise<PageLook> {
  const screenshots = {} as Record<Width, Buffer>;
  const violations: PageLook['violations'] = [];
  for (const width of widths) {
    // On a loaded machine headless Chromium now and then stops drawing a page for good: not the site's fault.
    const look = await lookAtWidth(browser, url, width).catch((error: Error) => {
      console.warn(`${url} at ${width} px: ${error.message.split('\n')[0]}; looking again on a fresh page`);
      return lookAtWidth(browser, url, width);
    });
    screenshots[width] = look.screenshot;
    violations.push(...look.violations);
  }
  return { screenshots, violations };
}
