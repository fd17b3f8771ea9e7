// The contact form on the fixture site built for each delivery (tests/forms/sites.ts); page.route answers
// requests as the receiver would. The forms' markup and the policy that lets only the receiver in:
// tests/built/contact-forms.test.ts.
import type http from 'node:http';
import type { Page, Request, Route } from '@playwright/test';
import { createStaticServer, listen } from '../../builder/serve.ts';
import { messageSentPath } from '../../collections/paths.ts';
import { fixtureContent, formService, formSiteDir, type FormMode } from '../forms/sites.ts';
import { expect, test, waitHydrated } from './helpers.ts';

const { home, site } = fixtureContent();
const copy = home.contact.form;
const typed = { name: 'Asha Menon', email: 'asha@example.org', subject: 'A shop', message: 'We bake bread.' };

const servers: http.Server[] = [];
const origins = {} as Record<FormMode, string>;
test.beforeAll(async () => {
  for (const mode of ['mailto', 'netlify', 'service'] as const) {
    const server = createStaticServer({ dist: formSiteDir(mode), base: '/' });
    servers.push(server);
    origins[mode] = await listen(server, 0);
  }
});
test.afterAll(() => servers.forEach((server) => server.close()));

const formOf = (page: Page) => page.getByRole('form', { name: copy.heading });
const field = (page: Page, label: string) => formOf(page).getByLabel(label, { exact: true });
const fields = (page: Page) =>
  [copy.nameLabel, copy.emailLabel, copy.subjectLabel, copy.messageLabel].map((label) => field(page, label));
const sendButton = (page: Page) => formOf(page).getByRole('button');
const status = (page: Page) => formOf(page).getByRole('status');

const openForm = (page: Page, mode: FormMode) =>
  page.goto(`${origins[mode]}/#contact`).then(() => waitHydrated(sendButton(page)));

async function fillIn(page: Page, message: Partial<typeof typed> = typed) {
  const values = Object.values({ ...typed, ...message });
  for (const [index, input] of fields(page).entries()) await input.fill(values[index]);
}

const expectFields = (page: Page, values: string[]) =>
  Promise.all(fields(page).map((input, index) => expect(input).toHaveValue(values[index])));

// Every POST the page makes, answered by `answer` (a success unless told otherwise).
async function receive(page: Page, answer = (route: Route) => route.fulfill({ json: { ok: true } })) {
  const posts: Request[] = [];
  await page.route('**/*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request());
    await answer(route);
  });
  return posts;
}

const fieldsOf = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));

// The link to the e-mail program in the status: its address, subject and body.
async function offeredMail(page: Page, name: string) {
  const [address, query] = (await status(page).getByRole('link', { name }).getAttribute('href'))!.split('?');
  return { address, ...Object.fromEntries(new URLSearchParams(query)) };
}

// Where the policy lets the form go without JavaScript (form-action): tests/built/contact-forms.test.ts.
test('by default, composes an e-mail to the agency from the fields and posts nothing anywhere', async ({
  page,
  consoleWatch,
}) => {
  // A browser with no mail program registered says so in the console; that is not the site's fault.
  consoleWatch.expectMessage(/Failed to launch 'mailto:/);
  const posts = await receive(page);
  await openForm(page, 'mailto');
  await fillIn(page, { message: 'We bake bread.\nWe want to sell online.' });
  await sendButton(page).click();

  expect(await offeredMail(page, site.contact.email)).toEqual({
    address: `mailto:${site.contact.email}`,
    subject: typed.subject,
    body: `We bake bread.\nWe want to sell online.\n\n— ${typed.name} <${typed.email}>`,
  });
  expect(posts).toEqual([]);
});

const delivered = [
  {
    mode: 'netlify',
    to: (origin: string) => `${origin}/`,
    extra: { 'form-name': 'contact' },
    // Without JavaScript, Netlify records the post and shows the page named by the form's action.
    action: messageSentPath,
    answer: (route: Route) => route.continue({ method: 'GET', postData: undefined }),
    landing: copy.thanks.heading,
  },
  {
    mode: 'service',
    to: () => formService,
    extra: {},
    action: formService,
    answer: (route: Route) => route.fulfill({ contentType: 'text/html', body: '<h1>Received</h1>' }),
    landing: 'Received',
  },
] as const;

for (const { mode, to, extra } of delivered)
  test(`delivered by ${mode}: sends the four fields once, saying so meanwhile, thanks the visitor and clears the form`, async ({
    page,
  }) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const posts = await receive(page, (route) => answered.then(() => route.fulfill({ json: { ok: true } })));
    await openForm(page, mode);
    await fillIn(page);
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toBeDisabled();
    await expect(sendButton(page)).toHaveText(copy.sending);
    await expect(status(page)).toHaveText(copy.sending);
    await field(page, copy.subjectLabel).press('Enter');
    answer();

    await expect(status(page)).toContainText(copy.thanks.heading);
    await expect(status(page)).toContainText(copy.thanks.text);
    expect(posts.map((post) => post.url())).toEqual([to(origins[mode])]);
    expect(fieldsOf(posts[0])).toEqual({ ...extra, _gotcha: '', ...typed });
    const headers = await posts[0].allHeaders();
    expect(headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(headers.accept).toBe(mode === 'service' ? 'application/json' : '*/*');
    await expectFields(page, ['', '', '', '']);
    // Sent is sent: a reload brings back nothing.
    await page.reload();
    await waitHydrated(sendButton(page));
    await expect(field(page, copy.messageLabel)).toHaveValue('');
  });

// What the visitor meets is one code path whichever the receiver (the addresses and headers are
// checked above for each), so the rest runs on one of the two.
test('on an error status, then with no network, keeps every character, also over a reload, offers the e-mail program, and sends on the next try', async ({
  page,
  consoleWatch,
}) => {
  // What Chromium says when a request fails, which the form then handles.
  consoleWatch.expectMessage(/Failed to load resource|net::ERR_FAILED/);
  const answers = [
    (route: Route) => route.fulfill({ status: 500 }),
    (route: Route) => route.abort('internetdisconnected'),
    (route: Route) => route.fulfill({ json: { ok: true } }),
  ];
  const posts = await receive(page, (route) => answers.shift()!(route));
  await openForm(page, 'netlify');
  await fillIn(page);
  for (const failure of ['an error status', 'no network']) {
    await sendButton(page).click();
    await expect(status(page), failure).toContainText(copy.failed);
    expect(await offeredMail(page, copy.failedMailto)).toEqual({
      address: `mailto:${site.contact.email}`,
      subject: typed.subject,
      body: expect.stringContaining(typed.message),
    });
    await expectFields(page, Object.values(typed));
    await page.reload();
    await waitHydrated(sendButton(page));
    await expectFields(page, Object.values(typed));
  }

  await sendButton(page).click();
  await expect(status(page)).toContainText(copy.thanks.heading);
  expect(posts).toHaveLength(3);
  expect(fieldsOf(posts[2])).toMatchObject(typed);
});

test('refuses an empty message, the field saying why; thanks a robot that filled the hidden field and sends nothing', async ({
  page,
}) => {
  const posts = await receive(page);
  await openForm(page, 'service');
  await fillIn(page, { message: '   ' });
  await sendButton(page).click();
  const message = field(page, copy.messageLabel);
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(copy.messageMissing);
  await message.fill('');
  await sendButton(page).click();
  await expect(message).toHaveAccessibleDescription(copy.messageMissing);
  await message.fill(typed.message);
  await expect(message).not.toHaveAttribute('aria-invalid');

  await page.locator('input[name="_gotcha"]').evaluate((input: HTMLInputElement) => (input.value = 'spam'));
  await sendButton(page).click();
  await expect(status(page)).toContainText(copy.thanks.heading);
  expect(posts).toEqual([]);
  // Typing again begins a new message.
  await message.fill('Another question.');
  await expect(status(page)).toHaveText(copy.deliveredNote);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('by default, the browser writes the e-mail: fields in the body, spaces kept', async ({ page }) => {
    await page.goto(`${origins.mailto}/#contact`);
    const opened = page.waitForEvent('request', (request) => request.url().startsWith('mailto:'));
    await fillIn(page);
    await sendButton(page).click();
    const body = `name=${typed.name}\r\nemail=${typed.email}\r\nsubject=${typed.subject}\r\nmessage=${typed.message}\r\n\r\n`;
    const mail = `mailto:${site.contact.email}?subject=${encodeURIComponent(copy.heading)}&body=${encodeURIComponent(body)}`;
    expect((await opened).url()).toBe(mail);
  });

  for (const { mode, extra, action, answer, landing } of delivered)
    test(`${mode}: the browser posts the form to its receiver and shows the page it answers`, async ({
      page,
    }) => {
      await page.goto(`${origins[mode]}/#contact`);
      const posts = await receive(page, answer);
      await fillIn(page);
      await sendButton(page).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(landing);
      expect(posts.map((post) => post.url())).toEqual([expect.stringContaining(action)]);
      expect(fieldsOf(posts[0])).toEqual({ ...extra, _gotcha: '', ...typed });
    });
});
