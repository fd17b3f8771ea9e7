// The contact form in Chromium, on the fixture site built for each delivery (tests/forms/sites.ts):
// the e-mail program by default, Netlify Forms, and a form service. Requests never leave the browser:
// page.route answers them as the receiver would.
import type http from 'node:http';
import type { Page, Request, Route } from '@playwright/test';
import { createStaticServer, listen } from '../../builder/serve.ts';
import { messageSentPath } from '../../collections/paths.ts';
import { fixtureContent, formService, formSiteDir, type FormMode } from '../forms/sites.ts';
import { expect, test, waitHydrated, type ConsoleWatch } from './helpers.ts';

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

async function openForm(page: Page, mode: FormMode) {
  await page.goto(`${origins[mode]}/#contact`);
  await waitHydrated(sendButton(page));
}

async function fillIn(page: Page, message: Partial<typeof typed> = typed) {
  const values = { ...typed, ...message };
  const [name, email, subject, text] = fields(page);
  await name.fill(values.name);
  await email.fill(values.email);
  await subject.fill(values.subject);
  await text.fill(values.message);
}

// Every POST the page makes, answered by `answer` (a success unless told otherwise).
async function receive(
  page: Page,
  answer: (route: Route) => Promise<void> = (route) => route.fulfill({ json: { ok: true } }),
) {
  const posts: Request[] = [];
  await page.route('**/*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request());
    await answer(route);
  });
  return posts;
}

const fieldsOf = (request: Request) => Object.fromEntries(new URLSearchParams(request.postData() ?? ''));

// What Chromium says when a request fails, which the form then handles.
const expectFailedRequest = (consoleWatch: ConsoleWatch) =>
  consoleWatch.expectMessage(/Failed to load resource|net::ERR_FAILED/);

test.describe('by default (the e-mail program)', () => {
  test('composes an e-mail to the agency from the fields and sends nothing anywhere', async ({
    page,
    consoleWatch,
  }) => {
    // A browser with no mail program registered says so in the console; that is not the site's fault.
    consoleWatch.expectMessage(/Failed to launch 'mailto:/);
    const posts = await receive(page);
    await openForm(page, 'mailto');
    await fillIn(page, { message: 'We bake bread.\nWe want to sell online.' });
    await sendButton(page).click();

    const fallback = status(page).getByRole('link', { name: site.contact.email });
    await expect(fallback).toBeVisible();
    const href = new URL((await fallback.getAttribute('href'))!);
    expect([href.protocol, href.pathname, href.searchParams.get('subject')]).toEqual([
      'mailto:',
      site.contact.email,
      typed.subject,
    ]);
    expect(href.searchParams.get('body')).toBe(
      `We bake bread.\nWe want to sell online.\n\n— ${typed.name} <${typed.email}>`,
    );
    expect(posts).toEqual([]);
  });

  test('lets the browser hand the form to the mail program, and to no other site', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.expectMessage(/Content Security Policy|Failed to launch 'mailto:/);
    const reports = await watchPolicy(page);
    await openForm(page, 'mailto');
    // submit() skips the script's handler: the form goes to its action, as it does without JavaScript.
    const submitTo = (action?: string) =>
      page.evaluate((target) => {
        const form = document.querySelector<HTMLFormElement>('form[action^="mailto:"]')!;
        if (target) form.action = target;
        form.submit();
      }, action);
    await submitTo();
    await submitTo('https://elsewhere.example/collect');
    // The refused second submission is reported; a refused first one would have been reported before it.
    await expect.poll(() => reports.some((text) => text.includes('elsewhere.example'))).toBe(true);
    expect(reports.filter((text) => /mailto:/.test(text))).toEqual([]);
  });
});

// Collects the policy violations Chromium reports.
async function watchPolicy(page: Page) {
  const reports: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => reports.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      ),
    ),
  );
  return reports;
}

const delivered = [
  { mode: 'netlify', to: (origin: string) => `${origin}/`, extra: { 'form-name': 'contact' } },
  { mode: 'service', to: () => formService, extra: {} },
] as const;

for (const { mode, to, extra } of delivered) {
  test.describe(`delivered by ${mode}`, () => {
    test('sends the four fields to its receiver and thanks the visitor, the form cleared', async ({
      page,
    }) => {
      const reports = await watchPolicy(page);
      const posts = await receive(page);
      await openForm(page, mode);
      await fillIn(page);
      await sendButton(page).click();

      await expect(status(page)).toContainText(copy.thanks.heading);
      await expect(status(page)).toContainText(copy.thanks.text);
      expect(posts.map((post) => post.url())).toEqual([to(origins[mode])]);
      expect(fieldsOf(posts[0])).toEqual({ ...extra, _gotcha: '', ...typed });
      const headers = await posts[0].allHeaders();
      expect(headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(headers.accept).toBe(mode === 'service' ? 'application/json' : '*/*');
      for (const input of fields(page)) await expect(input).toHaveValue('');
      // Sent is sent: a reload brings back nothing.
      await page.reload();
      await waitHydrated(sendButton(page));
      await expect(field(page, copy.messageLabel)).toHaveValue('');
      expect(reports).toEqual([]);
    });
  });
}

// What the visitor meets is one code path whichever the receiver (the addresses and headers are
// checked above for each), so each of these runs on one of the two.
test.describe('delivered either way', () => {
  test('says so while sending, and sends once however often the button is pressed', async ({ page }) => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const posts = await receive(page, async (route) => {
      await answered;
      await route.fulfill({ json: { ok: true } });
    });
    await openForm(page, 'netlify');
    await fillIn(page);
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toBeDisabled();
    await expect(sendButton(page)).toHaveText(copy.sending);
    await expect(status(page)).toHaveText(copy.sending);
    await field(page, copy.subjectLabel).press('Enter');
    answer();
    await expect(status(page)).toContainText(copy.thanks.heading);
    expect(posts).toHaveLength(1);
  });

  for (const failure of [
    {
      what: 'an error status',
      mode: 'netlify',
      answer: (route: Route) => route.fulfill({ status: 500, body: 'no' }),
    },
    { what: 'no network', mode: 'service', answer: (route: Route) => route.abort('internetdisconnected') },
  ] as const)
    test(`on ${failure.what}, keeps every character, offers the e-mail program, and can try again`, async ({
      page,
      consoleWatch,
    }) => {
      expectFailedRequest(consoleWatch);
      let fail = true;
      const posts = await receive(page, (route) =>
        fail ? failure.answer(route) : route.fulfill({ json: { ok: true } }),
      );
      await openForm(page, failure.mode);
      await fillIn(page);
      await sendButton(page).click();

      await expect(status(page)).toContainText(copy.failed);
      const fallback = new URL(
        (await status(page).getByRole('link', { name: copy.failedMailto }).getAttribute('href'))!,
      );
      expect([fallback.protocol, fallback.pathname, fallback.searchParams.get('subject')]).toEqual([
        'mailto:',
        site.contact.email,
        typed.subject,
      ]);
      for (const [input, value] of fields(page).map(
        (input, index) => [input, Object.values(typed)[index]] as const,
      ))
        await expect(input).toHaveValue(value);

      // What was typed survives a reload of the page.
      await page.reload();
      await waitHydrated(sendButton(page));
      for (const [input, value] of fields(page).map(
        (input, index) => [input, Object.values(typed)[index]] as const,
      ))
        await expect(input).toHaveValue(value);

      fail = false;
      await sendButton(page).click();
      await expect(status(page)).toContainText(copy.thanks.heading);
      expect(posts).toHaveLength(2);
      expect(fieldsOf(posts[1])).toMatchObject(typed);
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
    await field(page, copy.messageLabel).fill('Another question.');
    await expect(status(page)).toHaveText(copy.deliveredNote);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Netlify: the browser posts the form and lands on the thank-you page', async ({ page }) => {
    await page.goto(`${origins.netlify}/#contact`);
    const posts: Request[] = [];
    // Netlify records the post and shows the page named by the form's action.
    await page.route(`**${messageSentPath}`, (route) => {
      if (route.request().method() === 'POST') posts.push(route.request());
      return route.continue({ method: 'GET', postData: undefined });
    });
    await fillIn(page);
    await sendButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.thanks.heading);
    await expect(page.getByRole('link', { name: copy.thanks.homeLink })).toHaveAttribute('href', '/');
    expect(fieldsOf(posts[0])).toEqual({ 'form-name': 'contact', _gotcha: '', ...typed });
  });

  test('a form service: the browser posts the form to the service itself', async ({ page }) => {
    await page.goto(`${origins.service}/#contact`);
    const posts: Request[] = [];
    await page.route(formService, (route) => {
      posts.push(route.request());
      return route.fulfill({ contentType: 'text/html', body: '<h1>Received</h1>' });
    });
    await fillIn(page);
    await sendButton(page).click();
    await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
    expect(fieldsOf(posts[0])).toEqual({ _gotcha: '', ...typed });
  });
});

test('the form service is the one other site the page may reach', async ({ page, consoleWatch }) => {
  consoleWatch.expectMessage(/Content Security Policy|Failed to fetch/);
  const reports = await watchPolicy(page);
  await openForm(page, 'service');
  const reached = (address: string) =>
    page.evaluate(
      (url) =>
        fetch(url, { method: 'POST', body: 'x' }).then(
          () => true,
          () => false,
        ),
      address,
    );
  await page.route(formService, (route) => route.fulfill({ json: { ok: true } }));
  expect(await reached(formService)).toBe(true);
  expect(await reached('https://elsewhere.example/collect')).toBe(false);
  await expect
    .poll(() => [...new Set(reports)])
    .toEqual(['connect-src blocked https://elsewhere.example/collect']);
});
