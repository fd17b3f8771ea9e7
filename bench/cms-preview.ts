// npm run bench:cms: how soon the CMS's preview shows what the editor types, at ten keys a second, from
// the last keystroke's input event to the preview showing the whole text. RUNS=10, PORT (a free one).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../review/chromium.ts';
import { openLocalRepository, startCms } from '../tests/e2e/cms.ts';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 10);
const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const fixture = path.join(root, 'tests/fixtures/content/valid');
const slug = path.basename(fs.readdirSync(path.join(fixture, 'content/services')).sort()[0], '.mdx');

const cms = await startCms(port);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const delays: number[] = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await openLocalRepository(page, `${cms.url}/admin/`, fixture);
  await page.goto(`${cms.url}/admin/#/collections/services/entries/${slug}`);
  const field = page.getByRole('textbox', { name: 'Feature 3' });
  const frame = page.frameLocator('iframe').first();
  const itsPage = frame.getByRole('region', { name: /^Its page/ });
  await itsPage.getByRole('listitem').nth(2).waitFor();
  for (let run = 0; run < runs; run++) {
    const text = `Typed in run ${run + 1}`;
    await field.fill('');
    // The time of each input event, on the clock every frame of the page shares.
    await page.evaluate(() => {
      const marks = window as unknown as { lastInput: number };
      document.addEventListener(
        'input',
        () => (marks.lastInput = performance.timeOrigin + performance.now()),
        { capture: true },
      );
    });
    await field.pressSequentially(text, { delay: 100 });
    // As text: tsx's compiled functions carry helpers the page does not have.
    const previewFrame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    const shown: number = await previewFrame.evaluate(`new Promise((resolve) => {
      const done = () => {
        if (document.querySelectorAll('article aside li')[2]?.textContent !== ${JSON.stringify(text)}) return false;
        resolve(performance.timeOrigin + performance.now());
        return true;
      };
      if (done()) return;
      const observer = new MutationObserver(() => done() && observer.disconnect());
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    })`);
    const typed: number = await page.evaluate('window.lastInput');
    delays.push(Math.max(0, shown - typed));
  }
} finally {
  await browser.close();
  await cms.stop();
}

const sorted = [...delays].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `Preview after the last keystroke, ${runs} runs: median ${median.toFixed(0)} ms, ` +
    `lowest ${sorted[0].toFixed(0)} ms, highest ${sorted.at(-1)!.toFixed(0)} ms (target ≤ 300 ms)`,
);
