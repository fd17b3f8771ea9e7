// Round trips through the CMS at /admin/ as built: forms in, files out, the preview drawn by the site's own
// components, on a copy of a content folder (./cms.ts). `npm run cms`: tests/content/cms-command.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { cmsConfig, type CmsField } from '../../cms/config.ts';
import { countProblem, sentence } from '../../collections/messages.ts';
import { collections, singletons } from '../../collections/schema.ts';
import { contentRoot, removeContentRoots, validRoot as fixture } from '../content/content-root.ts';
import { checkedContent } from '../built/site.ts';
import { viewports } from '../../site.config.ts';
import { openLocalRepository, savedFile, watchOutside } from './cms.ts';
import { phone, repoRoot } from './helpers.ts';

const config = cmsConfig(repoRoot) as { collections: { name: string; label: string; fields: CmsField[] }[] };
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!;
const blogField = (name: string) => collection('blog').fields.find((field) => field.name === name)!;

async function openEntry(page: Page, contentRoot: string, route: string) {
  const response = await openLocalRepository(page, '/admin/', contentRoot);
  await page.goto(`/admin/#${route}`);
  return response;
}

test.afterAll(removeContentRoots);
// A round trip opens the CMS, its preview and the file it saved: more than the default 30 s on a busy
// machine. A taller screen keeps the preview and the form's fields in view.
test.describe.configure({ timeout: 60_000 });
test.use({ viewport: { ...viewports.desktop, height: 900 } });

const preview = (page: Page) => page.frameLocator('iframe').first();
const previewPage = (page: Page) => preview(page).getByRole('region', { name: /^Its page/ });

// Markup as a reader's browser builds it: the class names (the dev server's and the build's
// Emotion differ in how they name the same styles) and the prerender's text separators left out.
const markupOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    for (const node of [copy, ...copy.querySelectorAll('*')]) node.removeAttribute('class');
    return copy.outerHTML.replace(/<!--.*?-->/g, '');
  });

// A published service of `contentRoot` (drafts have no page in the production build), with its file's text.
function publishedService(contentRoot: string) {
  const [service] = checkedContent(contentRoot, false).services;
  return { ...service, text: fs.readFileSync(path.join(contentRoot, service.file), 'utf8') };
}

// `text` with the line `from` replaced by `to`, which must be its only change.
function withLine(text: string, from: string, to: string): string {
  const lines = text.split('\n');
  expect(lines.filter((line) => line === from)).toHaveLength(1);
  return lines.map((line) => (line === from ? to : line)).join('\n');
}

test("/admin/ runs the CMS under its own policy, out of search engines; a service's preview is its live card and page, site.yaml's the footer, and each follows what the editor types", async ({
  page,
  context,
  baseURL,
}) => {
  const { problems, foreign } = watchOutside(page, baseURL!);
  // The real content, whose pages `npm test` has built: nothing is saved.
  const { slug, data } = publishedService(repoRoot);
  const response = await openEntry(page, repoRoot, `/collections/services/entries/${slug}`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  expect(response?.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  // Ours, and the CMS adds one of its own.
  for (const meta of await page.locator('meta[name="robots"]').all())
    await expect(meta).toHaveAttribute('content', /noindex/);
  const card = preview(page)
    .getByRole('region', { name: /card/ })
    .locator(`a[href$="/services/${slug}/"]`)
    .locator('..');
  const article = previewPage(page).getByRole('article');
  await expect(article.getByRole('listitem').nth(2)).toHaveText(data.features[2]);

  // The same markup as the built page, and as its card on the landing page.
  const live = await context.newPage();
  await live.goto(`${baseURL}/services/${slug}/`);
  expect(await markupOf(article)).toBe(await markupOf(live.locator('article')));
  await live.goto(`${baseURL}/`);
  const liveCard = live.locator(`#services a[href$="/services/${slug}/"]`).locator('..');
  expect(await markupOf(card)).toBe(await markupOf(liveCard));
  await live.close();

  const feature = 'Pages that stay fast as the site grows';
  await page.getByRole('textbox', { name: 'Feature 3' }).fill(feature);
  await expect(article.getByRole('listitem').nth(2)).toHaveText(feature);
  await expect(card.getByRole('heading')).toHaveText(data.title);

  await page.goto('/admin/#/collections/site/entries/site');
  const phone = '+91 90000 12345';
  // The form draws its fields as they scroll into view: first the contact group (by its hint).
  await page.getByText(sentence(singletons.site.schema.shape.contact.description!)).scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await expect(preview(page).getByRole('region', { name: /footer/ })).toContainText(phone);
  expect(problems, 'console errors').toEqual([]);
  expect(foreign, 'requests to other sites').toEqual([]);
});

test("saving a service: five features are refused with the schema's sentence, a changed sixth saves only its line", async ({
  page,
}) => {
  const { slug, file, text, data } = publishedService(fixture);
  await openEntry(page, fixture, `/collections/services/entries/${slug}`);
  const last = data.features.length;
  await page.getByRole('button', { name: `Remove feature ${last}` }).click();
  // Saved once the CMS has the change, which its preview shows.
  const five = data.features.slice(0, -1);
  await expect(previewPage(page).getByRole('listitem')).toHaveCount(five.length);
  // A Save before the CMS has asked the field about the removal reaches our last check, which refuses it
  // with the CMS's generic dialog (an editor closes it) and the sentence in the field: fine either way.
  await page.addLocatorHandler(page.getByRole('alertdialog'), (dialog) =>
    dialog.getByRole('button', { name: 'OK' }).click(),
  );
  await page.getByRole('button', { name: 'Save' }).click();

  const schemaMessage = collections.services.schema.shape.features.safeParse(five).error!.issues[0].message;
  const message = sentence(countProblem(five.length, schemaMessage));
  const field = page.getByRole('group', { name: /Features/ });
  await expect(field.getByText(message)).toBeVisible();

  const feature = 'Support from the people who built it';
  await page.getByRole('button', { name: 'Add feature' }).click();
  await page.getByRole('textbox', { name: `Feature ${last}` }).fill(feature);
  // Still the file as it was: the refused save wrote nothing.
  expect(await savedFile(page, file)).toBe(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field.getByText(message)).toBeHidden();
  await expect
    .poll(() => savedFile(page, file))
    .toBe(withLine(text, `  - ${data.features.at(-1)}`, `  - ${feature}`));
});

test('a blog teaser with an http:// link is refused, saying why; corrected, it becomes a new file with every field', async ({
  page,
}) => {
  const picture = fs.readdirSync(path.join(fixture, 'content/images/blog'))[0];
  // In the order of the form, which the file keeps.
  const teaser = {
    title: 'Editing the site without a developer',
    excerpt:
      'Our editors now change texts in a form, and every change is reviewed as a pull request before it goes live.',
    category: 'Agency News',
    date: '2024-07-01',
    author: 'Priya Raman',
    image: `images/blog/${picture}`,
    imageAlt: 'A shop front with a rising chart.',
    link: 'https://medium.com/@stackwise-studio/editing',
  };
  const input = (name: keyof typeof teaser) => page.getByRole('textbox', { name: blogField(name).label });
  await openEntry(page, fixture, '/collections/blog/new');
  for (const name of ['title', 'excerpt', 'category', 'date', 'author', 'imageAlt'] as const)
    await input(name).fill(teaser[name]);
  await page.getByRole('button', { name: 'Browse' }).click();
  await page.getByRole('option', { name: picture }).click();
  await page.getByRole('button', { name: 'Insert' }).click();
  const card = preview(page).getByRole('link', { name: new RegExp(teaser.title) });
  const oldLink = teaser.link.replace('https:', 'http:');
  await input('link').fill(oldLink);
  await expect(card).toHaveAttribute('href', oldLink);

  // The message the generated configuration shows for a link that breaks its pattern.
  const message = blogField('link').pattern![1];
  expect(message).toContain('https://');
  const field = page.getByRole('group', { name: /Link/ });
  // Asked twice, it refuses twice, and writes no file.
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field.getByText(message), `save ${attempt}`).toBeVisible();
  }
  const file = 'content/blog/editing-the-site-without-a-developer.mdx';
  expect(await savedFile(page, file)).toBe('');

  await input('link').fill(teaser.link);
  // The preview draws the teaser's card as the blog section does, picture included, once the form
  // has taken the last field.
  await expect(card).toHaveAttribute('href', teaser.link);
  const shown = preview(page).getByRole('img', { name: teaser.imageAlt });
  const drawn = (image: HTMLImageElement) => image.naturalWidth > 0 || `not drawn (src ${image.src})`;
  await expect.poll(() => shown.evaluate(drawn)).toBe(true);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field.getByText(message)).toBeHidden();

  const expected = ['---', ...Object.entries(teaser).map(([name, value]) => `${name}: ${value}`), '---', ''];
  await expect.poll(() => savedFile(page, file)).toBe(expected.join('\n'));
  // The same check `npm run check:content` makes, on the fixture site with the new file.
  const checked = contentRoot();
  checked.write(file, expected.join('\n'));
  expect(checked.check()).toEqual([]);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('an editor finds a service, edits a feature and saves, with taps and typing only', async ({
    page,
  }) => {
    const { file, text, data } = publishedService(fixture);
    await openLocalRepository(page, '/admin/', fixture);
    await page.getByRole('treeitem', { name: collection('services').label }).tap();
    await page.getByRole('row', { name: data.title }).tap();
    await page.getByRole('textbox', { name: 'Feature 3' }).tap();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Tested on a phone');
    await page.getByRole('button', { name: 'Save' }).tap();
    await expect
      .poll(() => savedFile(page, file))
      .toBe(withLine(text, `  - ${data.features[2]}`, '  - Tested on a phone'));
    // Nothing is cut off: the page is as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
