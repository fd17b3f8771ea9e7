// The prerendered service pages, the 404 page, and what every page shares: navbar, pill navigation,
// progress bar and footer. Expectations come from content/.
import { describe, expect, it } from 'vitest';
import {
  all,
  and,
  attr,
  banner,
  button,
  headings,
  landmark,
  link,
  links,
  loadContent,
  named,
  one,
  page,
  resolve,
  tag,
  text,
  type Element,
} from './site.ts';

const { site, services } = loadContent();

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
  ...services.map((service) => ({
    path: `/services/${service.slug}/`,
    file: `services/${service.slug}/index.html`,
  })),
];

describe('a prerendered service page', () => {
  // Links in new tabs carry rel="noopener noreferrer": head.test.ts checks every one.
  it.each(services)("shows $slug's title, text and features, and links back and to the chat", (service) => {
    const doc = page(`services/${service.slug}/index.html`);
    expect(headings(doc, 1)).toEqual([service.data.title]);
    expect(text(one(doc, tag('title')))).toContain(service.data.title);
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
  });
});

describe('the prerendered 404 page', () => {
  it('says what went wrong and links home, under its own title', () => {
    const doc = page('404.html');
    expect(headings(doc, 1)).toEqual([site.notFound.code]);
    expect(text(one(doc, tag('main')))).toContain(site.notFound.message);
    expect(text(one(doc, tag('title')))).toContain(site.notFound.title);
    expect(resolve(link(doc, site.notFound.homeLink).attribs.href, '/no/such/page').pathname).toBe('/');
  });
});

const navLabels = [...site.navigation.links.map((entry) => entry.label), site.navigation.cta.label];
const sectionHash = (href: string) => `#${href.split('#')[1]}`;

for (const { path, file } of pages) {
  describe(`the prerendered ${path}`, () => {
    const doc = page(file);
    const landing = (anchor: Element) => resolve(anchor.attribs.href, path);

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
      expect(links(nav).map(text)).toEqual(navLabels);
      for (const entry of [...site.navigation.links, site.navigation.cta]) {
        const href = landing(link(nav, entry.label));
        expect([href.pathname, href.hash], entry.label).toEqual(['/', sectionHash(entry.href)]);
      }
      // The small-screen toggle says what it does and which menu it opens.
      const toggle = button(nav, site.ui.menu.open);
      expect(toggle.attribs['aria-expanded']).toBe('false');
      expect(one(nav, attr('id', toggle.attribs['aria-controls']))).toBeTruthy();

      // The pill navigation, a landmark of its own.
      expect(site.ui.sectionsNav).not.toBe(site.navigation.label);
      const pill = landmark(doc, 'nav', site.ui.sectionsNav);
      expect(pill.attribs['aria-hidden']).toBeUndefined();
      expect(links(pill).map(text)).toEqual(site.navigation.links.map((entry) => entry.label));
      for (const entry of site.navigation.links) {
        const href = landing(link(pill, entry.label));
        expect([href.pathname, href.hash]).toEqual(['/', sectionHash(entry.href)]);
      }
      // Only the landing page has a section to mark as current before any script runs.
      expect(all(pill, attr('aria-current')).length).toBe(path === '/' ? 1 : 0);
    });

    it("has the footer's services, explore links, contact details, social links, map button and copyright", () => {
      const footer = one(doc, tag('footer'), '<footer>');
      const heading = one(
        footer,
        (element) => element.name === 'h2' && text(element) === site.footer.servicesHeading,
      );
      const items = all(heading.parent as Element, tag('li'));
      expect(items.map(text)).toEqual(site.footer.services.map((entry) => entry.label));
      // Linking those services that have a page.
      for (const [index, entry] of site.footer.services.entries()) {
        const anchors = links(items[index]);
        expect(anchors.map((anchor) => landing(anchor).pathname)).toEqual(
          entry.service ? [`/services/${entry.service}/`] : [],
        );
      }

      const explore = landmark(footer, 'nav', site.footer.exploreHeading);
      expect(links(explore).map(text)).toEqual(site.footer.explore.map((entry) => entry.label));
      expect(links(explore).map((anchor) => landing(anchor).href)).toEqual(
        site.footer.explore.map((entry) => resolve(entry.href, '/').href),
      );

      const { address, phone, email, hours } = site.contact;
      const shown = text(one(footer, tag('address')));
      for (const part of [address.street, address.city, address.region, address.postalCode, address.country])
        expect(shown).toContain(part);
      expect(link(footer, phone).attribs.href).toBe(`tel:${phone.replace(/[^+\d]/g, '')}`);
      expect(link(footer, email).attribs.href).toBe(`mailto:${email}`);
      expect(text(footer)).toContain(hours);

      // Social profiles open in new tabs.
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
}
