// Round trips through the CMS at /admin/, in a real browser, against `npm run cms` (Vite dev server +
// decap-server) running in a temporary copy of the repository whose content/ is the fixture site
// (tests/fixtures/content/valid): forms in, files on disk out. CMS_PORT and CMS_PROXY_PORT fix the
// two servers' ports.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { test as base, expect, type Page } from '@playwright/test';
import { cmsConfig, type CmsField } from '../../scripts/cms-config';

const root = path.resolve(import.meta.dirname, '../..');

// Build output, caches and reports stay behind; node_modules is linked, not copied.
const skipped =
  /^(node_modules|\.git|dist|dist-subpath|test-results|playwright-report|screenshots|coverage|dist\.tmp-.*|\.build-tmp-.*)$/;

interface Cms {
  url: string;
  dir: string;
  read: (file: string) => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, init: RequestInit | undefined, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run cms stopped:\n${log()}`);
    const ok = await fetch(url, init).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer:\n${log()}`);
}

const test = base.extend<object, { cms: Cms }>({
  cms: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, provide) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-'));
      fs.cpSync(root, dir, {
        recursive: true,
        filter: (source) => !skipped.test(path.relative(root, source).split(path.sep)[0]),
      });
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      fs.rmSync(path.join(dir, 'content'), { recursive: true, force: true });
      fs.cpSync(path.join(root, 'tests/fixtures/content/valid/content'), path.join(dir, 'content'), {
        recursive: true,
      });
      const port = Number(process.env.CMS_PORT ?? (await freePort()));
      const proxyPort = Number(process.env.CMS_PROXY_PORT ?? (await freePort()));
      let output = '';
      const child = spawn('npm', ['run', 'cms'], {
        cwd: dir,
        detached: true,
        env: {
          ...process.env,
          PORT: String(port),
          CMS_PROXY_PORT: String(proxyPort),
          VITE_CACHE_DIR: path.join(dir, '.vite-cache'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      const url = `http://localhost:${port}`;
      try {
        await waitFor(`${url}/admin/config.yml`, undefined, child, () => output);
        await waitFor(
          `http://localhost:${proxyPort}/api/v1`,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' },
          child,
          () => output,
        );
        await provide({ url, dir, read: (file) => fs.readFileSync(path.join(dir, file), 'utf8') });
      } finally {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          process.kill(-child.pid!, 'SIGTERM');
          await exited;
        }
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    // Copying the repository and starting `npm run cms` can take a minute on a busy machine.
    { scope: 'worker', timeout: 180_000 },
  ],
});

async function signIn(page: Page, cms: Cms, route: string) {
  await page.goto(`${cms.url}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
  await page.goto(`${cms.url}/admin/#${route}`);
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

// The same gate CI runs; before `check:content` existed, the checker itself.
async function contentProblems(dir: string): Promise<string> {
  const scripts = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts ?? {};
  if (scripts['check:content']) {
    const run = spawnSync('npm', ['run', '--silent', 'check:content'], { cwd: dir, encoding: 'utf8' });
    return run.status === 0 ? '' : `${run.stdout}${run.stderr}`;
  }
  const { checkContent } = await import('../../scripts/content/check');
  return checkContent(dir, { drafts: true })
    .problems.map((problem) => JSON.stringify(problem))
    .join('\n');
}

// The message the generated configuration shows for a field that breaks its pattern.
function patternMessage(collection: string, field: string): string {
  const config = cmsConfig(root) as { collections: { name: string; fields?: CmsField[] }[] };
  const fields = config.collections.find((candidate) => candidate.name === collection)?.fields ?? [];
  const pattern = fields.find((candidate) => candidate.name === field)?.pattern;
  if (!pattern) throw new Error(`${collection}.${field} has no pattern in the CMS configuration`);
  return pattern[1];
}

test('saving a service changes exactly the edited lines of its MDX file', async ({ page, cms }) => {
  const file = 'content/services/web-development.mdx';
  const before = cms.read(file);
  const { data } = matter(before);
  // Longer than 80 characters: Decap's own serializer would fold it onto two lines.
  const description =
    'Fast, accessible websites and web applications, now edited in the browser by the people who write them.';
  const feature = 'Lighthouse scores in the green, from launch onwards';

  await signIn(page, cms, '/collections/services/entries/web-development');
  await expect(page.getByLabel('Description')).toHaveValue(data.description);
  await page.getByLabel('Description').fill(description);
  const third = page.getByLabel('Feature', { exact: true }).nth(2);
  await expect(third).toHaveValue(data.features[2]);
  await third.fill(feature);
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible();

  // Exactly two lines differ from the file as it was; polled until the local backend has written it.
  const edited = before
    .split('\n')
    .map((line) =>
      line === `description: ${data.description}`
        ? `description: ${description}`
        : line === `  - ${data.features[2]}`
          ? `  - ${feature}`
          : line,
    )
    .join('\n');
  expect(edited.split('\n').filter((line, index) => line !== before.split('\n')[index])).toHaveLength(2);
  await expect.poll(() => cms.read(file)).toBe(edited);
  expect(await contentProblems(cms.dir)).toBe('');
});

test('a blog teaser created through the form becomes a new file with every field', async ({ page, cms }) => {
  await signIn(page, cms, '/collections/blog');
  await page.getByRole('link', { name: 'Create entry of type Blog teaser' }).click();
  await page.getByLabel('Title').fill('Editing the site without a developer');
  await page
    .getByLabel('Excerpt')
    .fill(
      'Our editors now change texts in a form, and every change is reviewed as a pull request before it goes live.',
    );
  await page.getByLabel('Category').fill('Working Practice');
  await page.getByLabel('Date', { exact: true }).fill('2024-07-01');
  await page.getByLabel('Author').fill('Priya Raman');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.getByText('fast-websites.png').click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Image description').fill('A shop front with a rising chart.');
  await page.getByLabel('Link', { exact: true }).fill('https://medium.com/@stackwise-studio/editing');
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible();

  const file = 'content/blog/editing-the-site-without-a-developer.mdx';
  // Polled until the whole file is there, as the local backend wrote it.
  await expect
    .poll(() => (fs.existsSync(path.join(cms.dir, file)) ? cms.read(file) : ''))
    .toBe(
      [
        '---',
        'title: Editing the site without a developer',
        'excerpt: Our editors now change texts in a form, and every change is reviewed as a pull request before it goes live.',
        'category: Working Practice',
        'date: 2024-07-01',
        'author: Priya Raman',
        'image: images/blog/fast-websites.png',
        'imageAlt: A shop front with a rising chart.',
        'link: https://medium.com/@stackwise-studio/editing',
        '---',
        '',
      ].join('\n'),
    );
  expect(await contentProblems(cms.dir)).toBe('');
});

test('the form refuses to save a service with five features, and says why', async ({ page, cms }) => {
  const files = fs.readdirSync(path.join(cms.dir, 'content/services'));
  await signIn(page, cms, '/collections/services/new');
  await page.getByLabel('Title').fill('Cloud Hosting');
  await page.getByLabel('Description').fill('Hosting that stays up while your business grows.');
  await page.getByLabel('Icon').fill('cloud');
  await page.keyboard.press('Enter');
  await page.getByLabel('Order').fill('7');
  for (const number of [1, 2, 3, 4, 5]) {
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByLabel('Feature', { exact: true }).last().fill(`Feature number ${number}`);
  }
  await page.getByLabel('markdown field').getByRole('textbox').click();
  await page.keyboard.type('What the service does for you.');
  await publish(page);

  await expect(page.getByText('Features must have exactly 6 entries.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(fs.readdirSync(path.join(cms.dir, 'content/services'))).toEqual(files);
});

test('the form refuses to save a blog teaser with an http:// link, and says why', async ({ page, cms }) => {
  const files = fs.readdirSync(path.join(cms.dir, 'content/blog'));
  await signIn(page, cms, '/collections/blog/new');
  await page.getByLabel('Title').fill('A post with an old link');
  await page.getByLabel('Excerpt').fill('This link is not secure.');
  await page.getByLabel('Category').fill('Web Development');
  await page.getByLabel('Date', { exact: true }).fill('2024-06-01');
  await page.getByLabel('Author').fill('Priya Raman');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.getByText('fast-websites.png').click();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByLabel('Image description').fill('A speedometer.');
  await page.getByLabel('Link', { exact: true }).fill('http://medium.com/@stackwise-studio/old-post');
  await publish(page);

  const message = patternMessage('blog', 'link');
  expect(message).toContain('https://');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(fs.readdirSync(path.join(cms.dir, 'content/blog'))).toEqual(files);
});
