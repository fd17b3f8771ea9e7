// What `npm run build` writes into dist/ as a whole: which pages, what every page carries in itself,
// and what stays out of the scripts the browser loads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { all, and, attr, builtSite, headings, messageSentFiles, one, repoRoot, tag, text } from './site.ts';

const dist = builtSite('dist');

describe('the build', () => {
  it.each(['dist', 'dist-subpath'] as const)(
    'writes into %s the landing page, a page per service it shows and 404.html, and nothing else',
    (build) => {
      const { content, files } = builtSite(build);
      const services = content.services.map((service) => `services/${service.slug}/index.html`);
      const pages = ['404.html', 'index.html', ...services, ...messageSentFiles(content.site)];
      expect(files('.html')).toEqual(pages.toSorted());
    },
  );

  // React marks a Suspense boundary it could not render on the server (a lazy part not loaded yet, or a
  // part that failed) with <!--$!-->, and the browser renders it: without JavaScript it stays empty.
  it.each(dist.files('.html'))(
    'gives %s a meta description, one h1 and its styles inline, all rendered on the server',
    (file) => {
      expect(dist.read(file)).not.toContain('<!--$!-->');
      const doc = dist.page(file);
      expect(one(doc, and(tag('meta'), attr('name', 'description'))).attribs.content).not.toBe('');
      expect(headings(doc, 1)).toHaveLength(1);
      // Emotion's critical CSS: every class the markup uses has its rules in the page itself.
      const styles = all(doc, and(tag('style'), attr('data-emotion', /^css/)))
        .map(text)
        .join('\n');
      expect(styles.length).toBeGreaterThan(1000);
      const classes = all(one(doc, tag('body')), attr('class')).flatMap((element) =>
        element.attribs.class.split(' '),
      );
      const emotionClasses = [...new Set(classes)].filter((name) => /^css-[a-z0-9]+$/.test(name));
      expect(emotionClasses.length).toBeGreaterThan(2);
      for (const name of emotionClasses) expect(styles, `.${name}`).toContain(`.${name}`);
    },
  );

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
    const library = (file: string) => fs.readFileSync(path.join(repoRoot, 'node_modules', file), 'utf8');
    // The markers do find the libraries where they are.
    expect(library('gray-matter/lib/utils.js')).toMatch(markers[1]);
    expect(library('zod/v4/core/schemas.js')).toMatch(markers[2]);
    for (const script of scripts) for (const marker of markers) expect(script).not.toMatch(marker);
  });

  // src/serviceTexts.ts loads a service's text when its page is shown; a draft's stays out of
  // production, and the bundles hold none, so a text's edit leaves them as they were.
  it.each(['dist', 'dist-subpath'] as const)(
    'writes a text module for each service %s shows, and no text into the bundles',
    (build) => {
      const site = builtSite(build);
      const texts = site.files('.js').filter((file) => file.startsWith('texts/'));
      expect(texts).toEqual(site.content.services.map((service) => `texts/${service.slug}.js`).toSorted());
      const bundles = site.files('.js').filter((file) => file.startsWith('assets/'));
      expect(bundles.length).toBeGreaterThan(0);
      // A run of words from each text, as the minifier keeps it in a string (Markdown left out).
      const sentences = site.content.services.flatMap((service) => {
        const words = /[A-Za-z][A-Za-z ,]{18,}[A-Za-z]/.exec(service.body)?.[0];
        return words ? [[service.slug, words] as const] : [];
      });
      if (site.content.services.length) expect(sentences.length).toBeGreaterThan(0);
      for (const [slug, words] of sentences) {
        expect(site.read(`texts/${slug}.js`), slug).toContain(words);
        for (const bundle of bundles) expect(site.read(bundle), bundle).not.toContain(words);
      }
    },
  );
});
