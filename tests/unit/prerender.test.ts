// The prerendered pages of dist/: everything a visitor, a crawler or a link preview sees before any
// JavaScript runs, compared with the content files they were built from.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtSite, repoRoot } from './built-site';
import { attributes, bodyOf, decode, elements, headings, headOf, links, paragraphsOf, textOf } from './html';

const dist = builtSite('dist');
const { site, home, services, posts } = dist.content;
const servicePages = services.map((service) => `services/${service.slug}.html`);

describe('the build', () => {
  it('writes the landing page, a page per published service and 404.html, and nothing else', () => {
    expect(dist.files('.html')).toEqual(['404.html', 'index.html', ...servicePages].toSorted());
  });

  it('gives every page a <title>, a meta description, one h1 and its styles inline', () => {
    for (const file of ['index.html', '404.html', ...servicePages]) {
      const html = dist.read(file);
      const head = headOf(html);
      expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''), file).not.toBe('');
      expect(/<meta name="description" content="([^"]+)"/.test(head), file).toBe(true);
      expect(headings(html, 1), file).toHaveLength(1);
      // Emotion's critical CSS: every class the markup uses has its rules in the page itself.
      const styles = [...html.matchAll(/<style data-emotion="css[^"]*"[^>]*>([\s\S]*?)<\/style>/g)]
        .map(([, css]) => css)
        .join('\n');
      expect(styles.length, file).toBeGreaterThan(1000);
      const classes = new Set(
        [...bodyOf(html).matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names.split(' ')),
      );
      const emotionClasses = [...classes].filter((name) => /^css-[a-z0-9]+$/.test(name));
      expect(emotionClasses.length, file).toBeGreaterThan(2);
      for (const name of emotionClasses) expect(styles, `${file}: .${name}`).toContain(`.${name}`);
    }
  });

  it('keeps gray-matter and zod out of every script the browser loads', () => {
    const scripts = dist.files('.js').map((file) => dist.read(file));
    expect(scripts.length).toBeGreaterThan(0);
    // Strings that survive minification: gray-matter's error messages and zod's class names.
    const markers = [
      /gray-matter/,
      /expected input to be a string or buffer/,
      /\$Zod[A-Z]/,
      /ZodError/,
      /\bzod\b/i,
    ];
    const sources = [
      fs.readFileSync(path.join(repoRoot, 'node_modules/gray-matter/lib/utils.js'), 'utf8'),
      fs.readFileSync(path.join(repoRoot, 'node_modules/zod/v4/core/schemas.js'), 'utf8'),
    ];
    // The markers do find the libraries where they are.
    expect(sources[0]).toMatch(markers[1]);
    expect(sources[1]).toMatch(markers[2]);
    for (const script of scripts) for (const marker of markers) expect(script).not.toMatch(marker);
  });
});

describe('the prerendered landing page', () => {
  const page = dist.read('index.html');
  const body = bodyOf(page);

  it('has the six sections in order, the tagline as its one h1 and a heading per section', () => {
    const ids = [...body.matchAll(/<section\b[^>]*\bid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(['home', 'services', 'why-choose-us', 'about', 'blog', 'contact']);
    expect(headings(page, 1)).toEqual([site.tagline]);
    expect(headings(page, 2)).toEqual(
      expect.arrayContaining([
        home.services.heading,
        home.whyChooseUs.heading,
        home.about.heading,
        home.blog.heading,
        home.contact.heading,
      ]),
    );
  });

  it('shows the buttons, the working hours and the city of content/', () => {
    const text = textOf(body);
    for (const quoted of [
      home.hero.primaryButton,
      home.hero.secondaryButton,
      home.about.button,
      home.blog.button,
      site.contact.hours,
      site.navigation.cta.label,
      site.contact.address.city,
    ])
      expect(text).toContain(quoted);
  });

  it('has a card for every published service, in order, linking to its page', () => {
    const section = /<section\b[^>]*id="services"[\s\S]*?<\/section>/.exec(body)![0];
    const cardLinks = [...section.matchAll(/<a\b[^>]*href="(\/services\/[^"]+)"/g)].map(([, href]) => href);
    const inOrder = services.toSorted((a, b) => a.data.order - b.data.order);
    expect([...new Set(cardLinks)]).toEqual(inOrder.map((service) => `/services/${service.slug}`));
    for (const service of services) {
      expect(elements(section, 'h3').map((h) => h.text)).toContain(service.data.title);
      expect(textOf(section)).toContain(service.data.description);
    }
  });

  it('has a blog card for every published post, with its Medium link opening a new tab', () => {
    for (const post of posts) {
      expect(headings(page, 3)).toContain(post.data.title);
      const read = links(page).find((link) => link.href === post.data.link);
      expect(read?.text.startsWith(home.blog.readLink), post.file).toBe(true);
      expect(read?.target).toBe('_blank');
    }
    expect(links(page).find((link) => link.text === home.blog.button)?.href).toBe(site.links.medium);
  });

  it('has the contact form with its labelled fields', () => {
    const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(body)!;
    expect(attributes(form[1]).action).toBe(`mailto:${site.contact.email}`);
    for (const label of elements(form[2], 'label')) expect(form[2]).toMatch(new RegExp(`id="${label.for}"`));
    expect(elements(form[2], 'label').map((label) => label.text)).toEqual([
      home.contact.form.nameLabel,
      home.contact.form.emailLabel,
      home.contact.form.subjectLabel,
      home.contact.form.messageLabel,
    ]);
    expect(form[2]).toMatch(/<input[^>]*type="email"/);
    expect(form[2]).toMatch(/<textarea[^>]*rows="5"/);
  });

  it('has the navbar, the pill navigation, the progress bar and the footer', () => {
    expect(body).toMatch(/<header\b/);
    expect(body).toContain(`aria-label="${site.navigation.label}"`);
    expect(body).toContain(`aria-label="${site.ui.sectionsNav}"`);
    expect(body).toMatch(/role="progressbar"/);
    expect(body).toMatch(/<footer\b/);
    expect(textOf(body)).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    const hrefs = links(page).map((link) => link.href);
    expect(hrefs).toEqual(expect.arrayContaining(site.footer.explore.map((link) => link.href)));
    expect(hrefs.some((href) => href?.startsWith('tel:'))).toBe(true);
    expect(hrefs).toContain(`mailto:${site.contact.email}`);
  });

  it('shows everything without JavaScript: nothing starts hidden in the markup', () => {
    expect(body).not.toMatch(/opacity:\s*0[;"]/);
    expect(body).not.toMatch(/visibility:\s*hidden/);
  });
});

describe('a prerendered service page', () => {
  it.each(services.map((service) => [service.slug, service] as const))(
    'services/%s.html has the title, description, text, features and both links',
    (_, service) => {
      const html = dist.read(`services/${service.slug}.html`);
      expect(headings(html, 1)).toEqual([service.data.title]);
      const text = textOf(bodyOf(html));
      expect(text).toContain(service.data.description);
      // Markdown's emphasis and link syntax do not show on the page.
      const plain = (markdown: string) =>
        markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
      for (const paragraph of paragraphsOf(service.body)) expect(text).toContain(plain(paragraph));
      const items = elements(bodyOf(html), 'li').map((li) => li.text);
      for (const feature of service.data.features) expect(items).toContain(feature);

      const back = links(html).find((link) => link.text.includes(site.servicePage.backLink));
      expect(back?.href).toBe('/#services');
      const start = links(html).find(
        (link) => link.text === `${site.servicePage.ctaPrefix} ${service.data.title}`,
      );
      expect(start?.href).toBe(site.links.chat);
      expect(start?.target).toBe('_blank');
      expect(start?.rel?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

      expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(html)![1])).toContain(service.data.title);
      expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)![1])).toBe(
        service.data.description,
      );
    },
  );
});

describe('the prerendered 404 page', () => {
  it('shows the code as its h1, the message and a link home', () => {
    const html = dist.read('404.html');
    expect(headings(html, 1)).toEqual([site.notFound.code]);
    expect(textOf(bodyOf(html))).toContain(site.notFound.message);
    expect(links(html).find((link) => link.text === site.notFound.homeLink)?.href).toBe('/');
  });
});
