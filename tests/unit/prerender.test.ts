// Reads the prerendered pages of a fresh build: everything a visitor, a crawler or a link preview
// sees before any JavaScript runs.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../scripts/content/check';
import { specSlugs } from '../spec';

const root = path.resolve(import.meta.dirname, '../..');
const { content } = checkContent(root, { drafts: false });
const site = content.site!;
const home = content.home!;

let outDir: string;
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-test-'));
  await promisify(execFile)('npx', ['tsx', 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, OUT_DIR: outDir, BASE_PATH: '/' },
    timeout: 120_000,
  });
}, 150_000);

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

// React writes well-formed HTML, so a few patterns are enough to read it back.
const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1];
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1];
const attributes = (tag: string): Record<string, string | undefined> =>
  Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]),
  );
type Found = Record<string, string | undefined> & { text: string; inner: string };
const elements = (html: string, name: string): Found[] =>
  [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}>`, 'g'))].map(
    ([, attrs, inner]) => ({
      ...attributes(attrs),
      text: textOf(inner),
      inner,
    }),
  );
const links = (html: string) => elements(bodyOf(html), 'a');
const headings = (html: string, level: number) => elements(bodyOf(html), `h${level}`).map((h) => h.text);

describe('the build', () => {
  it('writes the eight pages: the landing page, six service pages and 404.html', () => {
    const pages = fs
      .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      // The content editor (admin/) is a tool for editors, not a page of the site.
      .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
      .toSorted();
    expect(pages).toEqual(
      ['404.html', 'index.html', ...specSlugs.map((slug) => `services/${slug}.html`)].toSorted(),
    );
  });

  it('gives every page a <title>, a meta description, one h1 and its styles inline', () => {
    for (const file of ['index.html', '404.html', ...specSlugs.map((slug) => `services/${slug}.html`)]) {
      const html = read(file);
      const head = headOf(html);
      expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''), file).not.toBe('');
      const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
      expect(description?.length ?? 0, file).toBeGreaterThan(20);
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
    const scripts = fs
      .readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(`assets/${file}`));
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
      fs.readFileSync(path.join(root, 'node_modules/gray-matter/lib/utils.js'), 'utf8'),
      fs.readFileSync(path.join(root, 'node_modules/zod/v4/core/schemas.js'), 'utf8'),
    ];
    // The markers do find the libraries where they are.
    expect(sources[0]).toMatch(markers[1]);
    expect(sources[1]).toMatch(markers[2]);
    for (const script of scripts) for (const marker of markers) expect(script).not.toMatch(marker);
  });
});

describe('the prerendered landing page', () => {
  const page = () => read('index.html');

  it('has the six sections in order, each with its heading', () => {
    const ids = [...bodyOf(page()).matchAll(/<section\b[^>]*\bid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(['home', 'services', 'why-choose-us', 'about', 'blog', 'contact']);
    expect(headings(page(), 1)).toEqual([site.tagline]);
    expect(headings(page(), 2)).toEqual(
      expect.arrayContaining([
        home.services.heading,
        home.whyChooseUs.heading,
        home.about.heading,
        home.blog.heading,
        home.contact.heading,
      ]),
    );
  });

  it('has the texts the spec quotes, exactly', () => {
    const text = textOf(bodyOf(page()));
    for (const quoted of [
      "Building tomorrow's solution today itself!",
      'Start Your Project',
      'Our Services',
      'Learn More About Us',
      'Read on Medium',
      'Visit Our Medium Blog',
      'Monday - Friday: 10AM - 5PM',
      'Get Started',
      'Coimbatore',
    ])
      expect(text).toContain(quoted);
  });

  it('has a card for every service, linking to its page', () => {
    const hrefs = links(page()).map((link) => link.href);
    for (const service of content.services) {
      expect(headings(page(), 3)).toContain(service.data.title);
      expect(hrefs).toContain(`/services/${service.slug}`);
    }
  });

  it('has the three blog cards with their Medium links', () => {
    for (const post of content.posts) {
      expect(headings(page(), 3)).toContain(post.data.title);
      const read = links(page()).find((link) => link.href === post.data.link);
      expect(read?.text).toMatch(/^Read on Medium/);
      expect(read?.target).toBe('_blank');
    }
    expect(links(page()).find((link) => link.text === 'Visit Our Medium Blog')?.href).toBe(site.links.medium);
  });

  it('has the contact form with its labelled fields', () => {
    const html = bodyOf(page());
    const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html)!;
    expect(attributes(form[1]).action).toBe(`mailto:${site.contact.email}`);
    for (const label of elements(form[2], 'label')) {
      expect(form[2]).toMatch(new RegExp(`id="${label.for}"`));
    }
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
    const html = bodyOf(page());
    expect(html).toMatch(/<header\b/);
    expect(html).toMatch(new RegExp(`<nav[^>]*aria-label="${site.navigation.label}"`));
    expect(html).toMatch(new RegExp(`<nav[^>]*aria-label="${site.ui.sectionsNav}"`));
    expect(html).toMatch(/role="progressbar"/);
    expect(html).toMatch(/<footer\b/);
    expect(textOf(html)).toContain(`© ${new Date().getFullYear()} ${site.name}`);
    const hrefs = links(page()).map((link) => link.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/#about', '/#services', '/#contact']));
    expect(hrefs.some((href) => href?.startsWith('tel:'))).toBe(true);
    expect(hrefs).toContain(`mailto:${site.contact.email}`);
  });

  it('shows everything without JavaScript: nothing starts hidden in the markup', () => {
    expect(bodyOf(page())).not.toMatch(/opacity:\s*0[;"]/);
    expect(bodyOf(page())).not.toMatch(/visibility:\s*hidden/);
  });
});

describe('a prerendered service page', () => {
  for (const slug of specSlugs) {
    it(`services/${slug}.html has the title, description, paragraphs, features and both links`, () => {
      const service = content.services.find((entry) => entry.slug === slug)!;
      const html = read(`services/${slug}.html`);
      expect(headings(html, 1)).toEqual([service.data.title]);
      const text = textOf(bodyOf(html));
      expect(text).toContain(service.data.description);
      const paragraphs = service.body
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      expect(paragraphs).toHaveLength(3);
      const rendered = elements(bodyOf(html), 'p').map((p) => p.text);
      for (const paragraph of paragraphs) expect(rendered).toContain(paragraph);
      const items = elements(bodyOf(html), 'li').map((li) => li.text);
      for (const feature of service.data.features) expect(items).toContain(feature);

      const back = links(html).find((link) => link.text.includes('Back to Services'));
      expect(back?.href).toBe('/#services');
      const start = links(html).find((link) => link.text === `Get Started with ${service.data.title}`);
      expect(start?.href).toBe(site.links.chat);
      expect(start?.target).toBe('_blank');
      expect(start?.rel?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));

      expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(html)![1])).toContain(service.data.title);
      expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)![1])).toBe(
        service.data.description,
      );
    });
  }
});

describe('the prerendered 404 page', () => {
  it('says "404" and "Oops! Page not found" and links home', () => {
    const html = read('404.html');
    expect(headings(html, 1)).toEqual(['404']);
    expect(textOf(bodyOf(html))).toContain('Oops! Page not found');
    const home = links(html).find((link) => link.text === 'Return to Home');
    expect(home?.href).toBe('/');
  });
});
