// The security policy in a real browser: its headers, and no violation while a visitor reads, navigates
// and opens the map. The form: contact-form.spec.ts; the <meta> copy, JSON-LD: tests/built/head.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { cspHeaderFor, policyOf, securityHeaders } from '../../builder/policy.ts';
import { clickWhenHydrated, content, serviceCard, services } from './helpers.ts';

const { site } = content;
const [first] = services;
// One page of each kind: the service pages share one layout and one policy.
const pages = ['./', `services/${first.slug}/`, 'no-such-page'];

// Collects what Chromium reports about the policy: console messages and securitypolicyviolation events.
async function watchPolicy(page: Page) {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) reports.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => reports.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline content'}`,
      ),
    ),
  );
  return reports;
}

for (const target of pages) {
  test(`serves ${target} with the security headers and reports no policy violation`, async ({ page }) => {
    const reports = await watchPolicy(page);
    const response = await page.goto(target);
    const sitePath = new URL(target, 'http://site/').pathname;
    const headers = response!.headers();
    expect(headers['content-security-policy']).toBe(cspHeaderFor(sitePath, policyOf(site)));
    for (const [name, value] of Object.entries(securityHeaders))
      expect(headers[name.toLowerCase()]).toBe(value);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Emotion adds its <style> rules while the page hydrates and animates in.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(reports).toEqual([]);
  });
}

test('the security policy lets a visitor move between pages and load the map without a violation, and blocks an inline script', async ({
  page,
}) => {
  const reports = await watchPolicy(page);
  await page.goto('./');
  await serviceCard(page, first.data.title).click();
  await expect(page.getByRole('heading', { level: 1, name: first.data.title })).toBeVisible();
  // A frame the policy refused would never be requested.
  const mapRequest = page.waitForRequest(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
  await clickWhenHydrated(page.getByRole('button', { name: site.contact.map.button }));
  await mapRequest;
  expect(reports).toEqual([]);

  // The policy is in force, so the clean console above means something.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
