import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../collections/check.ts';
import { formatProblem } from '../../collections/problems.ts';
import { brokenFixtures, contentRoot, removeContentRoots, withDelivery } from './content-root.ts';

afterAll(removeContentRoots);

// One broken file per rule, and the one message it must produce: `file:line field: what was found`,
// then "; " and what to do. The broken fixture is the file the message names.
const messages = [
  'content/services/five-features.mdx:7 features: has 5 items, a service lists exactly 6 key features; add one more line starting with "- "',
  'content/services/seven-features.mdx:7 features: has 7 items, a service lists exactly 6 key features; remove one line',
  'content/services/features-as-text.mdx:6 features: found "Data pipelines, warehouses and dashboards", but a service lists exactly 6 key features; put each on its own line below "features:", starting with "- "',
  'content/services/empty-feature.mdx:9 features[2]: is empty; write a short key feature after the "- "',
  'content/services/missing-description.mdx:2 description: is missing; add a line "description: …" with one sentence that sums up the service, shown on its card',
  'content/services/missing-icon.mdx:2 icon: is missing; add a line "icon: …" with the drawing on the card (one of: code, smartphone, palette, brain, shield, gamepad, database, cloud, chart, cart)',
  'content/services/misspelt-title.mdx:2 titel: is not a field of a service; did you mean `title`? Correct the spelling',
  'content/services/unknown-field.mdx:6 colour: is not a field of a service; remove the line (the fields are: title, description, icon, order, features, draft)',
  'content/services/Web Development.mdx file name: "Web Development.mdx" has capital letters and spaces, but file names are lowercase words joined by hyphens; rename the file, to "web-development-2.mdx" for example ("web-development.mdx" is taken)',
  'content/services/notes.md file name: "notes.md" has the ending ".md" instead of ".mdx"; rename the file to "notes.mdx"',
  'content/services/empty.mdx:1 frontmatter: the file is empty, but a service starts with its fields between two lines of "---"; copy the top of a similar file, or create it with npm run new',
  'content/services/no-frontmatter.mdx:1 frontmatter: found no "---" on the first line; add a line "---" at the very top, then the fields, then another "---"',
  'content/services/unclosed-frontmatter.mdx:1 frontmatter: the fields start with "---" on line 1 but are never closed; add a line "---" after the last field',
  'content/services/unclosed-tag.mdx:17 body: has <strong> without a closing </strong>; add </strong> where it should end, or remove the tag',
  'content/services/unclosed-brace.mdx:17 body: has a "{" that is never closed, and MDX reads { … } as code; write \\{ to show a brace, or remove it',
  'content/services/code-in-braces.mdx:17 body: has {client}, which MDX reads as code; write \\{ to show a brace, or remove it',
  'content/services/style-attribute.mdx:17 body: has style="…", but the site\'s design sets colours, fonts and sizes, not its text; remove style="…" from <span>',
  'content/services/embedded-video.mdx:17 body: uses <iframe>, which the site cannot show; remove the tag, or link to what it shows with [text](https://…) (Markdown and the HTML tags content/README.md lists, such as <strong>, work)',
  'content/services/picture-in-text.mdx:17 body: shows the picture images/team.png, but the page text cannot hold pictures; remove it (pictures go in the image fields of blog teasers and of the about section in content/home.yaml)',
  'content/services/address-without-https.mdx:17 body: has a link to "www.example.com/case-study", but a link must be a full web address; add "https://" in front, such as https://www.example.com/case-study',
  'content/services/html-comment.mdx:17 body: has a note (<!-- … -->), but the page text cannot hold notes; remove it (a note for editors can go between the --- lines, on a line starting with #)',
  'content/services/br-without-slash.mdx:17 body: has <br>, but MDX needs it written <br />; write <br /> instead',
  'content/services/autolink.mdx:17 body: has <https://example.com/case-study>, which MDX reads as a tag; write the link as [text](https://example.com/case-study)',
  'content/services/unknown-component.mdx:17 body: uses <Callout>, but the site has no such component; remove the tag (plain text, Markdown and HTML tags such as <strong> work)',
  'content/services/tab-in-frontmatter.mdx:11 features: the line is indented with a tab, but YAML only accepts spaces; indent it with 2 spaces instead, lined up with the item above',
  'content/services/unknown-icon.mdx:4 icon: found "databse", must be one of the icon names: code, smartphone; did you mean "database"?',
  'content/services/order-as-text.mdx:5 order: found "third", must be a whole number; write just the digits, without quotes',
  'content/services/draft-yes.mdx:6 draft: found "maybe", must be true or false; write true or false, without quotes',
  'content/services/colon-in-title.mdx:2 title: the text contains ": ", which YAML reads as the start of another field; put the whole text in quotes, such as title: \'Data: the basics\'',
  `content/services/apostrophe-in-quotes.mdx:2 title: the text has a ' inside, the quote it is put in, so the text ends there; write it as title: "Let's talk: your goals"`,
  `content/blog/quotes-in-quotes.mdx:2 title: the text has a " inside, the quote it is put in, so the text ends there; write it as title: 'We''re the "best" team', with ' written twice`,
  `content/services/hash-in-title.mdx:2 title: found "Services built" only: a " #" after a space starts a comment, which is left off the page; put the whole text in quotes, such as title: 'Services built #1 around your goals' (a note for editors goes on a line of its own)`,
  'content/services/missing-colon.mdx:4 icon: found no ":" after "icon"; add a colon after the field name, such as icon: database',
  `content/services/colon-in-feature.mdx:11 features[4]: found "Support: 24/7 on call", which YAML reads as a field named "Support" because of the ": "; put the whole item in quotes, such as - 'Support: 24/7 on call'`,
  'content/services/star-item.mdx:9 features: the list item starts with "*" instead of "- " (a dash and a space); write it as - Dashboards your team reads daily',
  `content/services/star-in-title.mdx:2 title: the text starts with "*", which YAML treats as a special sign; put the whole text in quotes, such as title: '*New* data services'`,
  `content/services/ampersand-in-title.mdx:2 title: the text starts with "&", which YAML treats as a special sign; put the whole text in quotes, such as title: "&Co's data services"`,
  'content/services/dash-without-space.mdx:9 features: the list item starts with "-" instead of "- " (a dash and a space); write it as - Dashboards your team reads daily',
  'content/services/example-text.mdx:9 features[2]: found "First key feature", an example text from npm run new, which would show on the live site; replace it with the real text (or add the line "draft: true" until it is ready)',
  'content/services/no-page-text.mdx:13 body: found no text below the closing "---", but a service page shows its text beside the key features; write a few paragraphs below that line, with an empty line between them',
  'content/services/misindented.mdx:4 icon: is indented further than the field above it; line it up with the fields around it (or put the text above it in quotes if it belongs to it)',
  'content/blog/impossible-date.mdx:5 date: found "2024-02-30", which is not a real date: February 2024 has 29 days; correct the day',
  'content/blog/date-not-iso.mdx:5 date: found "12/06/2024", but dates are written YYYY-MM-DD; write four digits for the year and two each for the month and day, such as 2024-06-12',
  'content/blog/http-link.mdx:9 link: found "http://medium.com/@stackwise-studio/why-static-sites-win", but links must use the secure https://; change "http://" at the start to "https://"',
  'content/blog/link-without-https.mdx:9 link: found "medium.com/@stackwise-studio/why-static-sites-win", but a link must be a full web address; add "https://" in front, such as https://medium.com/@stackwise-studio/why-static-sites-win',
  'content/blog/missing-image.mdx:7 image: found "images/blog/fast-website.png", but there is no picture content/images/blog/fast-website.png; did you mean "images/blog/fast-websites.png"?',
  'content/blog/not-a-picture.mdx:7 image: found "images/blog/not-a-picture.png", but that file is not a picture the site can show (PNG, JPEG, WebP or AVIF); export the picture again in one of those formats and save it as content/images/blog/not-a-picture.png',
  'content/blog/unclosed-quote.mdx:2 title: a quote (" or \') is opened but never closed; add the closing quote at the end of the text',
];
const fileCases = messages.map((message): [fixture: string, where: string, advice: string] => {
  const [where] = message.split('; ', 1);
  return [where.slice('content/'.length).split(/:\d+ | file name:/)[0], where, message.slice(where.length)];
});

describe('the content check', () => {
  it('has a case for every broken fixture file', () => {
    expect(brokenFixtures().sort()).toEqual(fileCases.map(([fixture]) => fixture).sort());
  });

  it.each(fileCases)('reports %s with its file, line, field and what to do', (fixture, where, advice) => {
    const site = contentRoot();
    site.addBroken(fixture);
    const matches = (problem: string) => problem.startsWith(where) && problem.endsWith(advice);
    expect(site.check()).toEqual([expect.toSatisfy(matches)]);
  });

  it('names both services that share an order number, and the number left free (two cards swapped halfway)', () => {
    const site = contentRoot();
    site.edit('content/services/web-development.mdx', (text) => text.replace('order: 1', 'order: 2'));
    expect(site.check()).toEqual([
      "content/services/app-development.mdx:5 order: found 2, which content/services/web-development.mdx also uses, but each service needs its own order number (it sets the card's position); give one of them a number no other service uses: 1 is free (or 3, after the last card)",
      "content/services/web-development.mdx:5 order: found 2, which content/services/app-development.mdx also uses, but each service needs its own order number (it sets the card's position); give one of them a number no other service uses: 1 is free (or 3, after the last card)",
    ]);
  });
});

// Rules of the two YAML files, each shown by one edit of the valid fixture, "file: text → new text ⇒
// problem", and the one problem it must produce, on the line where the text was.
describe('the content check on site.yaml and home.yaml', () => {
  const site = 'content/site.yaml';

  it.each([
    'site.yaml: chat: https:// → chat: http:// ⇒ links.chat: found "http://wa.me/919876543210", but links must use the secure https://; change "http://" at the start to "https://"',
    'site.yaml: href: https://github → href: http://github ⇒ links.social[3].href: found "http://github.com/stackwise-studio", but links must use the secure https://; change "http://" at the start to "https://"',
    'home.yaml:     - Senior engineers on every project\n →  ⇒ about.strengths: has 5 items, the about section lists exactly 6 strengths; add one more line starting with "- "',
    'home.yaml: image: images/team.png → image: images/team-photo.png ⇒ about.image: found "images/team-photo.png", but there is no picture content/images/team-photo.png; add the picture to content/images/ or correct the path (the pictures there are: team.png)',
    'site.yaml: service: web-development → service: web-developement ⇒ footer.services[0].service: found "web-developement", but there is no content/services/web-developement.mdx; did you mean "web-development"?',
    'site.yaml: description: >- → tagline: Another tagline\ndescription: >- ⇒ tagline: is written twice (first on line 3), but each field may appear once; keep one of them and delete the other',
    'site.yaml: email: hello@stackwise.example → email: hello@ ⇒ contact.email: found "hello@", must be an e-mail address such as hello@example.com; correct it',
    `site.yaml: hours: 'Monday → hours 'Monday ⇒ hours: found no ":" after "hours"; add a colon after the field name, such as hours: 'Monday - Friday: 10AM - 5PM'`,
    `site.yaml: hours: 'Monday - Friday: 10AM - 5PM' → hours Monday - Friday: 10AM - 5PM ⇒ contact.hours: found no ":" after "hours"; add a colon after the field name, such as hours: 'Monday - Friday: 10AM - 5PM'`,
    `site.yaml: - label: Home → - label 'Home: start' ⇒ label: found no ":" after "label"; add a colon after the field name, such as label: 'Home: start'`,
    'home.yaml: eyebrow: Web → eyebrow Web ⇒ eyebrow: found no ":" after "eyebrow"; add a colon after the field name, such as eyebrow: Web and software agency · Coimbatore, India',
    `site.yaml: href: /#about → href: #about ⇒ navigation.links[2].href: found nothing: a " #" after a space starts a comment, which is left off the page; put the whole text in quotes, such as href: '#about' (a note for editors goes on a line of its own)`,
    `site.yaml: phone: '+91 98765 43210' → phone: 04221234567 ⇒ contact.phone: found 04221234567, must be a phone number in quotes, such as '+91 98765 43210'; put it in quotes: '04221234567'`,
    'site.yaml: href: /#about → href: http://example.com/services ⇒ navigation.links[2].href: found "http://example.com/services", but these links point inside the site only, such as /#contact; write the part of this site it should open, starting with /, or remove the link',
    'site.yaml:     city: → \tcity: ⇒ city: the line is indented with a tab, but YAML only accepts spaces; indent it with 4 spaces instead, lined up with the line above',
    'site.yaml:     city: →   city: ⇒ city: is indented less than the lines above and below it; indent it with 4 spaces, lined up with them',
    'site.yaml:     country: →   country: ⇒ contact.country: is not a field of "contact" but of its group "address"; move it under "address:", lined up with the fields there',
    'site.yaml:   phone: →     phone: ⇒ contact.address.phone: is not a field of "contact.address" but of the group around it; move it out of "address:", lined up with "address:" itself',
  ])('reports %s', (row) => {
    const [, file, from, to, problem] = /^(\S+): (.+?) → (.*?) ⇒ (.+)$/s.exec(row)!;
    const root = contentRoot();
    const line = root.read(`content/${file}`).split(from)[0].split('\n').length;
    root.edit(`content/${file}`, (text) => text.replace(from, to));
    expect(root.check()).toEqual([`content/${file}:${line} ${problem}`]);
  });

  it('reports a footer link to a draft service, in dev and in production alike', () => {
    const root = contentRoot();
    root.edit('content/services/web-development.mdx', (text) =>
      text.replace('order: 1\n', 'order: 1\ndraft: true\n'),
    );
    const expected = `content/site.yaml:${root.lineOf(site, /service: web-development/)} footer.services[0].service: found "web-development", but that service is a draft and has no page on the live site; remove this "service:" line (the label stays, as plain text) or publish the service`;
    expect(checkContent(root.root, { drafts: false }).problems.map(formatProblem)).toEqual([expected]);
    expect(checkContent(root.root, { drafts: true }).problems.map(formatProblem)).toEqual([expected]);
  });

  it.each(['http://forms.example/f/abc', 'https://', 'formspree.io/f/abc', 'Netlify'])(
    'refuses %s as the way the contact form delivers, in plain words',
    (delivery) => {
      const root = contentRoot();
      root.edit(site, (text) => withDelivery(text, delivery));
      expect(root.check()).toEqual([
        `content/site.yaml:${root.lineOf(site, /^ {4}delivery:/)} contact.form.delivery: found "${delivery}", must be mailto, netlify, or the address your form service gives you, starting with https://; write one of them, such as https://formspree.io/f/abcd1234`,
      ]);
    },
  );

  it.each(['mailto', 'netlify', 'https://forms.example/f/abc'])('accepts %s as the delivery', (delivery) => {
    const root = contentRoot();
    root.edit(site, (text) => withDelivery(text, delivery));
    expect(root.check()).toEqual([]);
  });

  it('reports an empty site.yaml and a missing home.yaml', () => {
    const root = contentRoot();
    root.write(site, '');
    fs.rmSync(path.join(root.root, 'content/home.yaml'));
    expect(root.check()).toEqual([
      "content/home.yaml file: is missing, but the site needs it; restore it from the repository's history (git checkout -- content/home.yaml)",
      'content/site.yaml:1 file: is empty, but the site needs its texts; restore it (git checkout -- content/site.yaml)',
    ]);
  });
});
