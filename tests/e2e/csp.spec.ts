// The security policy in a real browser. Chromium logs each violation as a console error, which fails
// any browser test (helpers.ts): so every page read, link followed and map loaded in them is within the
// policy. The headers: tests/built/serve.test.ts; the <meta> copy: tests/built/head.test.ts.
import { expect, test } from './helpers.ts';

test('the policy is in force, so a clean console means something: it blocks an inline script', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectMessage(/^Executing inline script violates the following Content Security Policy/);
  await page.goto('./');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => consoleWatch.entries.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
