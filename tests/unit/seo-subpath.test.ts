// A pull-request preview build, as the preview workflow makes it: BASE_PATH=/pr-preview/pr-12/ and
// drafts shown. Everything it refers to stays under the sub-path; what it tells search engines and
// social networks still names production.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absoluteUrl, siteUrl } from '../../site.config';

const root = path.resolve(import.meta.dirname, '../..');
const base = '/pr-preview/pr-12/';
let dist: string;

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'subpath-build-'));
  execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts'], {
    cwd: root,
    env: { ...process.env, OUT_DIR: dist, BASE_PATH: base, CONTENT_DRAFTS: 'show' },
    stdio: 'pipe',
  });
}, 300_000);

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const files = (extension: string) =>
  fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension) && !file.startsWith('admin/'));
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

describe('a preview build under /pr-preview/pr-12/', () => {
  it('refers to its pages, scripts, images and icon only under the sub-path', () => {
    const outside = files('.html').flatMap((file) =>
      [...read(file).matchAll(/\s(?:href|src|action)="(\/[^"]*)"|\ssrcset="([^"]*)"/g)]
        .flatMap(([, url, srcset]) =>
          url ? [url] : srcset.split(',').map((entry) => entry.trim().split(' ')[0]),
        )
        .filter((url) => url.startsWith('/') && !url.startsWith(base))
        .map((url) => `${file}: ${url}`),
    );
    expect(outside).toEqual([]);
  });

  it('loads its scripts, styles and images from under the sub-path', () => {
    const rootAssets = files('.js').flatMap((file) =>
      [...read(file).matchAll(/["'`](\/(?:assets|og)\/[^"'`]*|\/favicon\.svg)["'`]/g)].map(
        ([, url]) => `${file}: ${url}`,
      ),
    );
    expect(rootAssets).toEqual([]);
    expect(read('index.html')).toContain(`${base}assets/`);
  });

  it('still names production in canonical URLs, social cards and the sitemap', () => {
    const home = read('index.html');
    expect(home).toContain(`<link rel="canonical" href="${siteUrl}" />`);
    expect(home).toContain(`<meta property="og:image" content="${absoluteUrl('/og/index.png')}" />`);
    expect(read('services/ai-ml.html')).toContain(`href="${absoluteUrl('/services/ai-ml')}"`);
    expect(read('sitemap.xml')).not.toContain('pr-preview');
    expect(read('sitemap.xml')).toContain(`<loc>${siteUrl}</loc>`);
  });

  it('asks search engines to leave the preview alone', () => {
    expect(read('robots.txt')).toMatch(/^Disallow: \/$/m);
    for (const file of files('.html'))
      expect(read(file), file).toContain('<meta name="robots" content="noindex" />');
  });
});
