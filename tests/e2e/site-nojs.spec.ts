import type { Page } from '@playwright/test';
import { content, expect, paragraphsOf, scrollToY, sectionHeadings, serviceEntry, test } from './helpers';

const { site, home } = content;

// Elements a visitor cannot see although they are laid out: fully transparent, or hidden. With
// `inView`, only those on screen.
// "On screen" means at least a fifth of it, twice the spec's appear-in-view threshold of 0.1.
const invisible = (page: Page, { inView = false } = {}) =>
  page.evaluate(
    (onlyInView) =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => {
          const style = getComputedStyle(element);
          const rect = element.getBoundingClientRect();
          const shown = Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0);
          return (
            element.getClientRects().length > 0 &&
            (!onlyInView || shown >= 0.2 * rect.height) &&
            (Number(style.opacity) < 0.99 || style.visibility === 'hidden') &&
            // The skip link waits off-screen until it is focused.
            !element.matches('a[href="#main"]')
          );
        })
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`,
        ),
    inView,
  );

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page shows every section, card and text', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
    for (const heading of sectionHeadings)
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    for (const service of content.services)
      await expect(page.getByRole('heading', { name: service.data.title, level: 3 })).toBeVisible();
    for (const post of content.posts)
      await expect(page.getByRole('heading', { name: post.data.title, level: 3 })).toBeVisible();
    for (const paragraph of home.whyChooseUs.paragraphs)
      await expect(page.getByText(paragraph)).toBeVisible();
    for (const strength of home.about.strengths) await expect(page.getByText(strength)).toBeVisible();
    await expect(page.getByRole('img', { name: home.about.imageAlt })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Learn More About Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Visit Our Medium Blog' })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: home.contact.form.messageLabel, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Monday - Friday: 10AM - 5PM');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('nothing on the landing page is left transparent or hidden, all the way down', async ({ page }) => {
    await page.goto('./');
    expect(await invisible(page)).toEqual([]);
    await scrollToY(page, 1e6);
    expect(await invisible(page)).toEqual([]);
  });

  test('the navbar links are reachable at every width, including the small-screen menu', async ({ page }) => {
    await page.goto('./');
    const nav = page.getByRole('navigation', { name: site.navigation.label });
    for (const label of ['Home', 'Services', 'About', 'Blog', 'Contact', 'Get Started'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    // A toggle that cannot work without JavaScript is not offered.
    await expect(nav.getByRole('button')).toBeHidden();
    await nav.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/#blog$/);
    await expect(page.locator('#blog')).toBeInViewport();
  });

  test('the pill navigation still takes the visitor to a section', async ({ page }) => {
    await page.goto('./');
    const pill = page.getByRole('navigation', { name: site.ui.sectionsNav });
    await expect(pill.getByRole('link')).toHaveText(['Home', 'Services', 'About', 'Blog', 'Contact']);
    await pill.getByRole('link', { name: 'About' }).click();
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('a service page shows its title, paragraphs and features', async ({ page }) => {
    const service = serviceEntry('ui-ux-design');
    await page.goto('services/ui-ux-design');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.data.title);
    for (const paragraph of paragraphsOf(service.body))
      await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
    for (const feature of service.data.features)
      await expect(page.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
    await expect(page.getByRole('link', { name: `Get Started with ${service.data.title}` })).toBeVisible();
    expect(await invisible(page)).toEqual([]);
  });

  test('the 404 page shows its message and the way home', async ({ page, consoleWatch }) => {
    consoleWatch.expectNotFoundDocument();
    const response = await page.goto('nowhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test('the contact form still sends to the agency through the mail program', async ({ page }) => {
    await page.goto('./#contact');
    const form = page.getByRole('form', { name: home.contact.form.heading });
    await expect(form).toHaveAttribute('action', `mailto:${site.contact.email}`);
    // With GET, the browser puts the "subject" and "body" fields into the mailto: link itself.
    await expect(form).toHaveAttribute('method', /get/i);
    await expect(form.getByLabel(home.contact.form.subjectLabel)).toHaveAttribute('name', 'subject');
    await expect(form.getByLabel(home.contact.form.messageLabel)).toHaveAttribute('name', 'body');
  });
});

test.describe('the reveal animation', () => {
  test('never leaves content hidden once the visitor has scrolled past it', async ({ page }) => {
    // Twenty-odd stops down a long page, each waiting for a slide-up to finish.
    test.slow();
    await page.goto('./');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = Math.round((page.viewportSize()?.height ?? 800) / 2);
    for (let y = 0; y <= height; y += step) {
      await scrollToY(page, y);
      // Whatever is on screen finishes its slide-up and is fully visible.
      await expect.poll(() => invisible(page, { inView: true }), `at scroll position ${y}`).toEqual([]);
    }
    // Scrolling back up shows the same content, still visible: the slide-up happens once.
    await scrollToY(page, 0);
    expect(await invisible(page)).toEqual([]);
  });

  test('shows what a jump to the bottom skipped once the visitor scrolls back to it', async ({ page }) => {
    await page.goto('./');
    await scrollToY(page, 1e6);
    await expect.poll(() => invisible(page, { inView: true })).toEqual([]);
    await page.locator('#services').evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
    const first = content.services.toSorted((a, b) => a.data.order - b.data.order)[0];
    await expect(page.getByRole('heading', { name: first.data.title, level: 3 })).toBeInViewport();
    await expect.poll(() => invisible(page, { inView: true })).toEqual([]);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing is hidden for a reveal animation, anywhere on the page', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
    // Give any reveal logic the time to run before looking.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await invisible(page)).toEqual([]);
  });
});
