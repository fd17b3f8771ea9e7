import {
  clickWhenHydrated,
  content,
  expect,
  expectSectionAtTop,
  isLanding,
  resolvedHref,
  sectionHeadings,
  sectionIds,
  startScrollLog,
  stopScrollLog,
  test,
} from './helpers';

const { site, home } = content;

test.describe('the landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('./');
  });

  test('shows its six sections in the order of the spec', async ({ page }) => {
    const ids = await page
      .getByRole('main')
      .locator('section[id]')
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(sectionIds);
    for (const heading of sectionHeadings) {
      await expect(page.getByRole('region', { name: heading })).toBeVisible();
    }
  });

  test('opens with the tagline as its only h1 and the two hero buttons', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Building tomorrow's solution today itself!",
    );
    const hero = page.locator('#home');
    await expect(hero.getByRole('link', { name: 'Start Your Project' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Our Services' })).toBeVisible();
  });

  test('"Start Your Project" lands on the contact section', async ({ page, baseURL }) => {
    await page.locator('#home').getByRole('link', { name: 'Start Your Project' }).click();
    await expect(page).toHaveURL((url) => isLanding(url, baseURL) && url.hash === '#contact');
    await expectSectionAtTop(page, 'contact');
  });

  test(
    '"Our Services" scrolls smoothly to the services section, which ends just below the navbar',
    { tag: '@motion' },
    async ({ page }) => {
      await startScrollLog(page);
      await page.locator('#home').getByRole('link', { name: 'Our Services' }).click();
      await expectSectionAtTop(page, 'services');
      const log = await stopScrollLog(page);
      const final = log.at(-1)!;
      const between = new Set(log.filter((y) => y > 0 && y < final));
      expect(final).toBeGreaterThan(0);
      // A smooth scroll passes through positions on the way; a jump goes straight there.
      expect(between.size, `scroll positions: ${log.join(', ')}`).toBeGreaterThanOrEqual(2);
    },
  );

  test('shows the six services as cards linking to their pages', async ({ page }) => {
    const services = page.locator('#services');
    for (const service of content.services) {
      await expect(services.getByRole('heading', { name: service.data.title, level: 3 })).toBeVisible();
      const link = services.getByRole('link', { name: new RegExp(`${service.data.title}$`) });
      expect((await resolvedHref(link)).pathname).toMatch(new RegExp(`/services/${service.slug}$`));
    }
    await expect(services.getByRole('listitem')).toHaveCount(6);
  });

  test('a service card opens its page', async ({ page }) => {
    const first = content.services.toSorted((a, b) => a.data.order - b.data.order)[0];
    await page
      .locator('#services')
      .getByRole('link', { name: new RegExp(`${first.data.title}$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/services/${first.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.data.title);
  });

  test('why-choose-us is text only', async ({ page }) => {
    const section = page.locator('#why-choose-us');
    for (const paragraph of home.whyChooseUs.paragraphs) await expect(section).toContainText(paragraph);
    await expect(section.locator('a, button, img')).toHaveCount(0);
  });

  test('about shows the team image, six strengths and a "Learn More About Us" button that does nothing', async ({
    page,
  }) => {
    const about = page.locator('#about');
    await expect(about.getByRole('img', { name: home.about.imageAlt })).toBeVisible();
    const strengths = about.getByRole('list').getByRole('listitem');
    await expect(strengths).toHaveText(home.about.strengths);
    const button = about.getByRole('button', { name: 'Learn More About Us' });
    await expect(button).toBeVisible();
    const before = page.url();
    await button.click();
    expect(page.url()).toBe(before);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  });

  test('the blog shows three cards with "Read on Medium" links and a "Visit Our Medium Blog" button', async ({
    page,
  }) => {
    const blog = page.locator('#blog');
    await expect(blog.getByRole('article')).toHaveCount(3);
    for (const post of content.posts) {
      const card = blog.getByRole('article').filter({ hasText: post.data.title });
      await expect(card).toContainText(post.data.category);
      await expect(card.getByRole('img', { name: post.data.imageAlt })).toBeAttached();
      const read = card.getByRole('link', { name: /Read on Medium/ });
      await expect(read).toHaveText(/^Read on Medium/);
      await expect(read).toHaveAttribute('href', post.data.link);
      await expect(read).toHaveAttribute('target', '_blank');
    }
    const all = blog.getByRole('link', { name: 'Visit Our Medium Blog' });
    await expect(all).toHaveAttribute('href', site.links.medium);
  });

  test('blog dates fall in May and June 2024, newest first', async ({ page }) => {
    const dates = await page
      .locator('#blog time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(date).toMatch(/^2024-0[56]-\d\d$/);
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  test('the contact section has an info panel with the agency details', async ({ page }) => {
    const info = page.locator('#contact').getByRole('group', { name: home.contact.infoHeading });
    await expect(info).toContainText(site.contact.address.city);
    await expect(info).toContainText('Monday - Friday: 10AM - 5PM');
    await expect(info.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
      'href',
      /^tel:\+?\d+$/,
    );
    await expect(info.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
  });
});

test.describe('the contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('./#contact');
  });

  test('has labelled fields: name, an e-mail field, subject and a five-row message', async ({ page }) => {
    const form = page.getByRole('form', { name: home.contact.form.heading });
    await expect(form.getByLabel(home.contact.form.nameLabel)).toHaveAttribute('type', 'text');
    await expect(form.getByLabel(home.contact.form.emailLabel)).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(home.contact.form.subjectLabel)).toBeEditable();
    const message = form.getByLabel(home.contact.form.messageLabel);
    await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(message).toHaveAttribute('rows', '5');
    // The spec shows no required flags and no other checks.
    await expect(form.locator('[required]')).toHaveCount(0);
  });

  test('composes an e-mail to the agency from the fields when it is sent', async ({ page, consoleWatch }) => {
    // A browser with no mail program registered says so in the console; that is not the site's fault.
    consoleWatch.expectMessage(/Failed to launch 'mailto:/);
    const form = page.getByRole('form', { name: home.contact.form.heading });
    await form.getByLabel(home.contact.form.nameLabel).fill('Asha Menon');
    await form.getByLabel(home.contact.form.emailLabel).fill('asha@example.org');
    await form.getByLabel(home.contact.form.subjectLabel).fill('A shop for our bakery');
    await form.getByLabel(home.contact.form.messageLabel).fill('We bake bread.\nWe want to sell online.');
    await clickWhenHydrated(form.getByRole('button', { name: home.contact.form.submit }));

    const fallback = form.getByRole('status').getByRole('link', { name: site.contact.email });
    await expect(fallback).toBeVisible();
    const href = new URL((await fallback.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(site.contact.email);
    expect(href.searchParams.get('subject')).toBe('A shop for our bakery');
    expect(href.searchParams.get('body')).toBe(
      'We bake bread.\nWe want to sell online.\n\n— Asha Menon <asha@example.org>',
    );
    // Nothing is sent anywhere else: the page stays where it was.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('"Our Services" jumps to the services section without scrolling through the page', async ({
    page,
  }) => {
    await page.goto('./');
    await startScrollLog(page);
    await page.locator('#home').getByRole('link', { name: 'Our Services' }).click();
    await expectSectionAtTop(page, 'services');
    const log = await stopScrollLog(page);
    const final = log.at(-1)!;
    expect(final).toBeGreaterThan(0);
    expect(
      log.filter((y) => y !== 0 && y !== final),
      `scroll positions: ${log.join(', ')}`,
    ).toEqual([]);
  });
});
