// Takes full-page screenshots of the served site at phone and desktop widths, for a person to look at.
// Usage: npm start & npx tsx review/screenshot.ts [/path ...]   (writes to screenshots/)
import fs from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const base = process.env.SITE_URL_LOCAL ?? 'http://localhost:4173';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/services/web-development', '/services/nope', '/nope'];
const widths = [375, 1280];

await fs.mkdir('screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 } });
  page.on('console', (message) => console.log(`[${width}] ${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => console.log(`[${width}] pageerror: ${error.message}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // Scroll through once so every reveal-on-view element has been seen, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 800));
    });
    const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
  }
  await page.close();
}
await browser.close();
