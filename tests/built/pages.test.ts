// The prerendered pages, as visitors, crawlers and link previews read them before any JavaScript runs.
// Expectations come from content/, so an editor's valid change keeps this green.
import { describe, expect, it } from 'vitest';
import {
  all,
  and,
  attr,
  banner,
  builtSite,
  button,
  byId,
  escapeRegExp,
  field,
  headings,
  landmark,
  link,
  links,
  nameOf,
  named,
  one,
  resolve,
  tag,
  text,
  type Element,
} from './site.ts';
import { sectionIds } from '../../collections/paths.ts';

const dist = builtSite('dist');
const { site, home, services, posts } = dist.content;

// The service bodies are plain paragraphs; each one as a reader sees it.
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
// Markdown's emphasis and link syntax do not show on the page.
const plain = (markdown: string) => markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');

const pages = [
  { path: '/', file: 'index.html' },
  ...services.map(({ slug }) => ({ path: `/services/${slug}/`, file: `services/${slug}/index.html` })),
];

describe('the prerendered landing page', () => {
  const doc = dist.page('index.html');
  const main = one(doc, tag('main'), '<main>');
  const section = (id: string) => byId(main, id);

  it('has its six sections in order, each named by its heading', () => {
    const sections = all(main, and(tag('section'), attr('id')));
    expect(sections.map((element) => element.attribs.id)).toEqual(Object.values(sectionIds));
    const parts = [home.services, home.whyChooseUs, home.about, home.blog, home.contact];
    expect(sections.map(nameOf)).toEqual([site.tagline, ...parts.map((part) => part.heading)]);
  });

  it('shows every service as a card linking to its page, in the order of the content', () => {
    const cards = all(section('services'), tag('article'));
    const inOrder = services.toSorted((a, b) => a.data.order - b.data.order);
    expect(cards.map((card) => headings(card, 3)[0])).toEqual(inOrder.map((service) => service.data.title));
    for (const [index, service] of inOrder.entries()) {
      expect(text(cards[index])).toContain(service.data.description);
      const cardLink = link(cards[index], new RegExp(`${escapeRegExp(service.data.title)}$`));
      expect(resolve(cardLink.attribs.href, '/').pathname).toBe(`/services/${service.slug}/`);
    }
  });

  it('gives "why choose us" as text only', () => {
    const why = section('why-choose-us');
    for (const paragraph of home.whyChooseUs.paragraphs) expect(text(why)).toContain(paragraph.trim());
    expect(all(why, tag('a', 'button', 'img'))).toEqual([]);
  });

  it('shows the team picture, the strengths and a button that belongs to no form', () => {
    const about = section('about');
    expect(one(about, tag('img')).attribs.alt).toBe(home.about.imageAlt);
    expect(all(one(about, tag('ul'), 'strengths list'), tag('li')).map(text)).toEqual(home.about.strengths);
    // A plain button outside any form: pressing it goes nowhere.
    expect(button(about, home.about.button).attribs.type).toBe('button');
    expect(all(about, tag('form'))).toEqual([]);
  });

  it('shows a card for every blog post, newest first, with its link opening in a new tab', () => {
    const blog = section('blog');
    const cards = all(blog, tag('article'));
    const newestFirst = posts.toSorted((a, b) => b.data.date.localeCompare(a.data.date));
    expect(cards.map((card) => headings(card, 3)[0])).toEqual(newestFirst.map((post) => post.data.title));
    for (const [index, post] of newestFirst.entries()) {
      const card = cards[index];
      expect(text(card)).toContain(post.data.category);
      expect(one(card, tag('time')).attribs.datetime).toBe(post.data.date);
      expect(one(card, tag('img')).attribs.alt).toBe(post.data.imageAlt);
      // Its rel: head.test.ts checks every link that opens a new tab.
      const read = link(card, new RegExp(`^${escapeRegExp(home.blog.readLink)}`));
      expect(text(read)).toMatch(new RegExp(`^${escapeRegExp(home.blog.readLink)}`));
      expect(read.attribs).toMatchObject({ href: post.data.link, target: '_blank' });
    }
    expect(link(blog, home.blog.button).attribs.href).toBe(site.links.medium);
  });

  it('has the contact details beside the form', () => {
    const info = one(section('contact'), and(attr('role', 'group')), 'contact details group');
    expect(nameOf(info)).toBe(home.contact.infoHeading);
    const { address, hours, phone, email } = site.contact;
    for (const part of [address.city, hours]) expect(text(info)).toContain(part);
    expect(link(info, phone).attribs.href).toBe(`tel:${phone.replace(/[^+\d]/g, '')}`);
    expect(link(info, email).attribs.href).toBe(`mailto:${email}`);
  });

  // How it sends, in each delivery content can choose: tests/built/contact-forms.test.ts.
  it('has a contact form of labelled fields', () => {
    const form = landmark(section('contact'), 'form', home.contact.form.heading);
    const { nameLabel, emailLabel, subjectLabel, messageLabel, submit } = home.contact.form;
    const labels = all(form, tag('label')).filter((label) => label.attribs.for);
    expect(labels.map(text)).toEqual([nameLabel, emailLabel, subjectLabel, messageLabel]);
    expect(field(form, nameLabel).attribs.type).toBe('text');
    expect(field(form, emailLabel).attribs.type).toBe('email');
    expect(field(form, subjectLabel).attribs).toMatchObject({ type: 'text', name: 'subject' });
    expect(field(form, messageLabel)).toMatchObject({ name: 'textarea', attribs: { rows: '5' } });
    expect(button(form, submit).attribs.type).toBe('submit');
  });
});

// Links in new tabs carry rel="noopener noreferrer": head.test.ts checks every one.
it.each(services)(
  "a prerendered service page shows $slug's title, text and features, and links back and to the chat",
  (service) => {
    const doc = dist.page(`services/${service.slug}/index.html`);
    expect(headings(doc, 1)).toEqual([service.data.title]);
    const main = one(doc, tag('main'));
    expect(text(main)).toContain(service.data.description);
    const shown = all(main, tag('p')).map(text);
    for (const paragraph of paragraphsOf(service.body)) expect(shown).toContain(plain(paragraph));
    const features = landmark(main, 'aside', site.servicePage.featuresHeading);
    expect(all(features, tag('li')).map(text)).toEqual(service.data.features);

    const back = resolve(link(main, site.servicePage.backLink).attribs.href, `/services/${service.slug}/`);
    expect([back.pathname, back.hash]).toEqual(['/', '#services']);
    const start = link(main, `${site.servicePage.ctaPrefix} ${service.data.title}`);
    expect(start.attribs).toMatchObject({ href: site.links.chat, target: '_blank' });
  },
);

it('the prerendered 404 page says what went wrong and links home, under its own title', () => {
  const doc = dist.page('404.html');
  expect(headings(doc, 1)).toEqual([site.notFound.code]);
  expect(text(one(doc, tag('main')))).toContain(site.notFound.message);
  expect(text(one(doc, tag('title')))).toContain(site.notFound.title);
  expect(resolve(link(doc, site.notFound.homeLink).attribs.href, '/no/such/page').pathname).toBe('/');
});

for (const { path, file } of pages)
  describe(`the prerendered ${path}`, () => {
    const doc = dist.page(file);
    const landing = (anchor: Element) => resolve(anchor.attribs.href, path);
    // A navigation's links, each to its section of the landing page.
    const expectSectionLinks = (nav: Element, entries: { label: string; href: string }[]) => {
      expect(links(nav).map(text)).toEqual(entries.map((entry) => entry.label));
      for (const { label, href } of entries) {
        const target = landing(link(nav, label));
        expect([target.pathname, target.hash], label).toEqual(['/', `#${href.split('#')[1]}`]);
      }
    };

    it('starts with the skip link, has the reading progress bar at zero and both navigations', () => {
      expect(link(doc, site.ui.skipLink).attribs.href).toBe('#main');
      expect(one(doc, tag('main')).attribs.id).toBe('main');
      const bar = one(doc, and(attr('role', 'progressbar'), named(site.ui.progress)));
      expect(bar.attribs).toMatchObject({
        'aria-valuemin': '0',
        'aria-valuemax': '100',
        'aria-valuenow': '0',
      });

      // The navbar: brand, section links and call to action, reachable without JavaScript.
      const header = banner(doc);
      expect(resolve(link(header, new RegExp(site.name)).attribs.href, path).pathname).toBe('/');
      const nav = landmark(header, 'nav', site.navigation.label);
      expectSectionLinks(nav, [...site.navigation.links, site.navigation.cta]);
      // The small-screen toggle says what it does (the menu it opens: tests/e2e/keyboard.spec.ts).
      expect(button(nav, site.ui.menu.open).attribs['aria-expanded']).toBe('false');

      const pill = landmark(doc, 'nav', site.ui.sectionsNav);
      expectSectionLinks(pill, site.navigation.links);
      // Only the landing page has a section to mark as current before any script runs.
      expect(all(pill, attr('aria-current')).length).toBe(path === '/' ? 1 : 0);
    });

    it("has the footer's services, explore links, contact details, social links, map button and copyright", () => {
      const footer = one(doc, tag('footer'), '<footer>');
      const heading = one(footer, and(tag('h2'), named(site.footer.servicesHeading)));
      const items = all(heading.parent as Element, tag('li'));
      expect(items.map(text)).toEqual(site.footer.services.map((entry) => entry.label));
      // Linking those services that have a page.
      expect(items.map((item) => links(item).map((anchor) => landing(anchor).pathname))).toEqual(
        site.footer.services.map(({ service }) => (service ? [`/services/${service}/`] : [])),
      );

      const explore = landmark(footer, 'nav', site.footer.exploreHeading);
      expect(links(explore).map(text)).toEqual(site.footer.explore.map((entry) => entry.label));
      expect(links(explore).map((anchor) => landing(anchor).href)).toEqual(
        site.footer.explore.map((entry) => resolve(entry.href, '/').href),
      );

      const { address, phone, email, hours } = site.contact;
      const shown = text(one(footer, tag('address')));
      for (const part of Object.values(address)) expect(shown).toContain(part);
      expect(link(footer, phone).attribs.href).toBe(`tel:${phone.replace(/[^+\d]/g, '')}`);
      expect(link(footer, email).attribs.href).toBe(`mailto:${email}`);
      expect(text(footer)).toContain(hours);

      const social = landmark(footer, 'ul', site.ui.socialLinks);
      expect(links(social).map(text)).toEqual(site.links.social.map((entry) => entry.label));
      for (const [index, anchor] of links(social).entries())
        expect(anchor.attribs).toMatchObject({ href: site.links.social[index].href, target: '_blank' });

      // The map waits behind a button: nothing is embedded before it is pressed.
      button(footer, site.contact.map.button);
      expect(all(doc, tag('iframe'))).toEqual([]);
      expect(text(footer)).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    });
  });
