// The CMS as the built site ships it: its own page at /admin/, its own policy, nothing on the public
// pages. Its preview under that policy: cms-editing.spec.ts.
import { expect, test } from '@playwright/test';
import { watchOutside } from './cms.ts';

test('/admin/ starts the CMS under its own policy, kept out of search engines and with nothing from other sites', async ({
  page,
  baseURL,
}) => {
  const { problems, foreign } = watchOutside(page, baseURL!);
  const response = await page.goto('/admin/');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  expect(response?.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  // Ours, and the CMS adds one of its own.
  for (const meta of await page.locator('meta[name="robots"]').all())
    await expect(meta).toHaveAttribute('content', /noindex/);
  // Production signs in to GitHub; "Work with Local Repository" edits a folder on this computer.
  await expect(page.getByRole('button', { name: /Sign In with .*GitHub/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the public pages keep the strict policy and load nothing of the CMS', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (sent) => loaded.push(new URL(sent.url()).pathname));
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((pathname) => /admin|sveltia/i.test(pathname))).toEqual([]);
});
