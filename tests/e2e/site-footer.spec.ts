import { clickWhenHydrated, content, expect, isLanding, resolvedHref, test } from './helpers';

const { site } = content;

for (const [where, path] of [
  ['the landing page', './'],
  ['a service page', 'services/web-development'],
]) {
  test.describe(`the footer of ${where}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
    });

    test('lists the services of the spec', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      const list = footer.getByRole('heading', { name: site.footer.servicesHeading }).locator('xpath=..');
      await expect(list.getByRole('listitem')).toHaveText([
        'Web Development',
        'UI/UX Design',
        'Mobile Apps',
        'E-commerce',
        'Digital Marketing',
      ]);
    });

    test('has the explore links Home, About, Services and Contact', async ({ page, baseURL }) => {
      const explore = page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: site.footer.exploreHeading });
      const links = explore.getByRole('link');
      await expect(links).toHaveText(['Home', 'About', 'Services', 'Contact']);
      const hashes = [];
      for (const link of await links.all()) {
        const href = await resolvedHref(link);
        expect(isLanding(href, baseURL), String(href)).toBe(true);
        hashes.push(href.hash);
      }
      expect(hashes).toEqual(['', '#about', '#services', '#contact']);
    });

    test('gives the address in Coimbatore, phone, e-mail and working hours', async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('address')).toContainText('Coimbatore');
      await expect(footer.locator('address')).toContainText('India');
      const phone = footer.getByRole('link', { name: site.contact.phone });
      await expect(phone).toHaveAttribute('href', `tel:${site.contact.phone.replace(/[^+\d]/g, '')}`);
      await expect(footer.getByRole('link', { name: site.contact.email })).toHaveAttribute(
        'href',
        `mailto:${site.contact.email}`,
      );
      await expect(footer).toContainText('Monday - Friday: 10AM - 5PM');
    });

    test('links to the social profiles in new tabs', async ({ page }) => {
      const social = page.getByRole('contentinfo').getByRole('list', { name: site.ui.socialLinks });
      await expect(social.getByRole('link')).toHaveText(['LinkedIn', 'X', 'Instagram', 'GitHub', 'Dribbble']);
      for (const link of await social.getByRole('link').all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
    });

    test('embeds the map only when the visitor asks for it', async ({ page }) => {
      // Stand-in for the map provider: the test machine has no internet.
      await page.route(/openstreetmap\.org/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
      );
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('iframe')).toHaveCount(0);
      await clickWhenHydrated(footer.getByRole('button', { name: site.contact.map.button }));
      const map = footer.locator('iframe');
      await expect(map).toHaveCount(1);
      await expect(map).toHaveAttribute('title', site.contact.map.title);
      await expect(map).toHaveAttribute('src', /openstreetmap\.org/);
      await expect(map).toBeVisible();
    });

    test('ends with a copyright line carrying the current year', async ({ page }) => {
      const year = new Date().getFullYear();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${site.name}`);
    });
  });
}

test.describe('the copyright year', () => {
  test("follows the visitor's clock, not the year the site was built", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
    await page.goto('./');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.name}`);
  });
});
