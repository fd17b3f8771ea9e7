// Opening the CMS on a copy of a content folder in the browser. Sveltia CMS edits a working tree through the
// File System Access API, whose folder picker is a native dialog no test can click: the picker here hands
// over a folder of the browser's private file system (OPFS), filled with `contentRoot`/content.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { listen } from '../../builder/serve.ts';
import { listFiles, repoRoot, tempDir } from '../content/site-copy.ts';

// `npm run cms` in this repository, on `port` (a free one by default), with a Vite cache of its own;
// resolves once the CMS page's configuration answers. It serves the CMS and writes nothing itself.
export async function startCms(port?: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const cacheDir = tempDir('cms-vite-');
  const probe = http.createServer();
  const url = port ? `http://localhost:${port}` : await listen(probe, 0).finally(() => probe.close());
  let output = '';
  const child = spawn('npm', ['run', 'cms'], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, PORT: new URL(url).port, VITE_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    fs.rmSync(cacheDir, { recursive: true, force: true });
  };
  const answers = () =>
    fetch(`${url}/admin/config.yml`)
      .then((response) => response.ok)
      .catch(() => false);
  for (const deadline = Date.now() + 60_000; !(await answers());) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run cms did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}

const folder = 'working-tree';

// Each file under `contentRoot`/content: its path from `contentRoot`, and its bytes in base64.
const filesOf = (contentRoot: string) =>
  listFiles(path.join(contentRoot, 'content')).map((file): [string, string] => [
    `content/${file}`,
    fs.readFileSync(path.join(contentRoot, 'content', file)).toString('base64'),
  ]);

// Opens `adminUrl` (…/admin/) with the files of `contentRoot`/content as the working tree; returns
// the response that brought the CMS page.
export async function openLocalRepository(page: Page, adminUrl: string, contentRoot: string) {
  // As text: a function would be serialised as the TypeScript loader compiled it (tsx adds helpers).
  await page.addInitScript(`window.showDirectoryPicker = async () =>
    (await navigator.storage.getDirectory()).getDirectoryHandle(${JSON.stringify(folder)}, { create: true });`);
  const response = await page.goto(adminUrl);
  await page.evaluate(
    async ({ name, files }) => {
      const root = await (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
      // What makes a folder a repository for the CMS.
      await root.getDirectoryHandle('.git', { create: true });
      for (const [file, base64] of files) {
        const parts = file.split('/');
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { name: folder, files: filesOf(contentRoot) },
  );
  const open = page.getByRole('button', { name: 'Work with Local Repository' });
  await open.click();
  await open.waitFor({ state: 'hidden' });
  return response;
}

// The text of a file in the working tree, as the CMS left it; '' when there is no such file.
export function savedFile(page: Page, file: string): Promise<string> {
  return page.evaluate(
    async ({ name, file }) => {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(name);
        const parts = file.split('/');
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return '';
      }
    },
    { name: folder, file },
  );
}

// Two requests leave the CMS by design, and fail here: fonts on jsDelivr named by its stylesheet, which the
// policy blocks (it ships the same fonts), and GitHub's status page, which a test run offline cannot reach.
const expectedOutside = (url: string) =>
  url.startsWith('https://cdn.jsdelivr.net/fontsource/') || url.startsWith('https://www.githubstatus.com/');

// Console errors and requests to other sites than `baseURL` from now on, those above left out.
export function watchOutside(page: Page, baseURL: string) {
  const problems: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    const blocked = /^Loading the font '([^']+)' violates/.exec(message.text())?.[1];
    const offline = message.text() === 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';
    if (message.type() === 'error' && !(blocked && expectedOutside(blocked)) && !offline)
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && !url.startsWith(baseURL) && !expectedOutside(url)) foreign.push(url);
  });
  return { problems, foreign };
}
