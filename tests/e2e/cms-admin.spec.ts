// The CMS as the built site ships it: its own page at /admin/, its own policy, nothing on the public pages.
import { expect, test } from '@playwright/test';

test('/admin/ starts the CMS under its own policy, kept out of search engines and with nothing from other sites', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (!/^(data|blob):/.test(request.url()) && !request.url().startsWith(baseURL!))
      foreign.push(request.url());
  });

  const response = await page.goto('/admin/');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the public pages keep the strict policy and load nothing of the CMS', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (sent) => loaded.push(new URL(sent.url()).pathname));
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((pathname) => /admin|decap/i.test(pathname))).toEqual([]);
});
