// Every page under the site's security policy, in a real browser: the served headers, and no
// violation reported while a visitor reads, navigates and opens the map (the form:
// contact-form.spec.ts). The <meta> copy and the JSON-LD: tests/built/head.test.ts.
import { expect, test, type Page } from '@playwright/test';
import { cspHeaderFor, policyOf, securityHeaders } from '../../builder/policy.ts';
import { clickWhenHydrated, content, services } from './helpers.ts';

const { site } = content;
// One page of each kind: the service pages share one layout and one policy.
const pages = ['./', `services/${services[0].slug}/`, 'no-such-page'];

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

test.describe('the security policy', () => {
  for (const target of pages) {
    test(`serves ${target} with the security headers and reports no violation`, async ({ page }) => {
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

  test('lets a visitor move between pages and load the map without a violation, and blocks an inline script', async ({
    page,
  }) => {
    const reports = await watchPolicy(page);
    await page.goto('./');
    const [first] = services;
    await page
      .getByRole('link', { name: new RegExp(first.data.title) })
      .first()
      .click();
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
});
