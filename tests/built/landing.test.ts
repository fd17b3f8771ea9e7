// The prerendered landing page: what every visitor, crawler and link preview reads before any
// JavaScript runs. Expectations come from content/, so an editor's valid change keeps this green.
import { describe, expect, it } from 'vitest';
import {
  all,
  and,
  attr,
  button,
  byId,
  byOrder,
  escapeRegExp,
  field,
  headings,
  landmark,
  link,
  loadContent,
  nameOf,
  one,
  page,
  resolve,
  tag,
  text,
} from './site.ts';
import { sectionIds } from '../../collections/paths.ts';

const { site, home, services, posts } = loadContent();
const doc = page('index.html');
const main = one(doc, tag('main'), '<main>');
const section = (id: string) => byId(main, id);

describe('the prerendered landing page', () => {
  it('has its six sections in order, each named by its heading', () => {
    const sections = all(main, and(tag('section'), attr('id')));
    expect(sections.map((element) => element.attribs.id)).toEqual(Object.values(sectionIds));
    const parts = [home.services, home.whyChooseUs, home.about, home.blog, home.contact];
    expect(sections.map(nameOf)).toEqual([site.tagline, ...parts.map((part) => part.heading)]);
  });

  it('opens with the tagline as its only h1 and the two hero buttons', () => {
    expect(headings(doc, 1)).toEqual([site.tagline]);
    const hero = section('home');
    const primary = resolve(link(hero, home.hero.primaryButton).attribs.href, '/');
    const secondary = resolve(link(hero, home.hero.secondaryButton).attribs.href, '/');
    expect([primary.pathname, primary.hash]).toEqual(['/', '#contact']);
    expect([secondary.pathname, secondary.hash]).toEqual(['/', '#services']);
  });

  it('shows every service as a card linking to its page, in the order of the content', () => {
    const cards = all(section('services'), tag('article'));
    expect(cards.map((card) => headings(card, 3)[0])).toEqual(byOrder(services).map((s) => s.data.title));
    for (const [index, service] of byOrder(services).entries()) {
      const card = cards[index];
      expect(text(card)).toContain(service.data.description);
      const cardLink = link(card, new RegExp(`${escapeRegExp(service.data.title)}$`));
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
    const strengths = one(about, tag('ul'), 'strengths list');
    expect(all(strengths, tag('li')).map(text)).toEqual(home.about.strengths);
    const learnMore = button(about, home.about.button);
    // A plain button outside any form: pressing it goes nowhere.
    expect(learnMore.attribs.type).toBe('button');
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
    expect(text(info)).toContain(address.city);
    expect(text(info)).toContain(hours);
    expect(link(info, phone).attribs.href).toBe(`tel:${phone.replace(/[^+\d]/g, '')}`);
    expect(link(info, email).attribs.href).toBe(`mailto:${email}`);
  });

  // How it sends, in each delivery content can choose: tests/built/contact-forms.test.ts.
  it('has a contact form of labelled fields', () => {
    const form = landmark(section('contact'), 'form', home.contact.form.heading);
    const { nameLabel, emailLabel, subjectLabel, messageLabel, submit } = home.contact.form;
    expect(
      all(form, tag('label'))
        .filter((label) => label.attribs.for)
        .map(text),
    ).toEqual([nameLabel, emailLabel, subjectLabel, messageLabel]);
    expect(field(form, nameLabel).attribs.type).toBe('text');
    expect(field(form, emailLabel).attribs.type).toBe('email');
    expect(field(form, subjectLabel).attribs).toMatchObject({ type: 'text', name: 'subject' });
    const message = field(form, messageLabel);
    expect(message.name).toBe('textarea');
    expect(message.attribs.rows).toBe('5');
    expect(button(form, submit).attribs.type).toBe('submit');
  });

  it('shows everything without JavaScript: nothing starts hidden in the markup', () => {
    const hidden = all(one(doc, tag('body')), attr('style', /opacity:\s*0(;|$)|visibility:\s*hidden/));
    expect(hidden.map((element) => `<${element.name} style="${element.attribs.style}">`)).toEqual([]);
  });
});
