// The CMS as the built site ships it: its own page at /admin/, its own policy, nothing on the public pages.
import { expect, test, type Page } from '@playwright/test';
import { openLocalRepository } from './cms';

// Two requests leave the site by design, and fail here. The CMS's own stylesheet names fonts on
// jsDelivr, which the policy blocks (the CMS ships the same fonts with its page, and the preview uses
// the site's). And it asks GitHub's status page whether GitHub is up, which this offline machine
// cannot reach.
const expectedOutside = (url: string) =>
  url.startsWith('https://cdn.jsdelivr.net/fontsource/') || url.startsWith('https://www.githubstatus.com/');

// Console errors and requests to other sites, those above left out.
function watch(page: Page, baseURL: string) {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    const blocked = /^Loading the font '([^']+)' violates/.exec(message.text())?.[1];
    const offline = message.text() === 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';
    if (message.type() === 'error' && !(blocked && expectedOutside(blocked)) && !offline)
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && !url.startsWith(baseURL) && !expectedOutside(url)) foreign.push(url);
  });
  return { problems, foreign };
}

test('/admin/ starts the CMS under its own policy, kept out of search engines and with nothing from other sites', async ({
  page,
  baseURL,
}) => {
  const { problems, foreign } = watch(page, baseURL!);
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

test('the CMS draws its preview with the site components under that policy', async ({ page, baseURL }) => {
  const { problems, foreign } = watch(page, baseURL!);
  await openLocalRepository(page, `${baseURL}/admin/`, process.cwd());
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const slug = /\/services\/([\w-]+)</.exec(sitemap)![1];
  await page.goto(`/admin/#/collections/services/entries/${slug}`);
  const live = await page.context().newPage();
  await live.goto(`/services/${slug}`);
  const title = await live.getByRole('heading', { level: 1 }).textContent();
  await live.close();
  await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toHaveText(title!);
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
