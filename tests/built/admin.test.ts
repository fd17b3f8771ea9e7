// The CMS page of dist/ (scripts/vite/admin-plugin.ts): its own code and Sveltia CMS are two files,
// bundled separately, that the page must fetch together and its code must find.
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { builtSite, page } from './site';

const { dir: dist } = builtSite('dist');
const admin = page('admin/index.html');
const fileOf = (url: string) => path.join(dist, url.replace(/^\//, ''));

describe('/admin/', () => {
  const [script] = DomUtils.findAll(
    (el) => el.name === 'script' && el.attribs.type === 'module',
    admin.children,
  );
  const preloads = DomUtils.findAll(
    (el) => el.name === 'link' && el.attribs.rel === 'modulepreload',
    admin.children,
  ).map((el) => el.attribs.href);

  it('loads its code and preloads the CMS module, both built', () => {
    expect(script?.attribs.src).toMatch(/^\/admin\/assets\/.+\.js$/);
    expect(fs.existsSync(fileOf(script!.attribs.src))).toBe(true);
    expect(preloads).toHaveLength(1);
    expect(fs.existsSync(fileOf(preloads[0]))).toBe(true);
  });

  it('imports the preloaded module from its code, by its place beside it', () => {
    const code = fs.readFileSync(fileOf(script!.attribs.src), 'utf8');
    expect(code).toContain(`"./${path.basename(preloads[0])}"`);
  });

  it('ships the CMS module with every file it asks for by its address', () => {
    const cms = fs.readFileSync(fileOf(preloads[0]), 'utf8');
    const wanted = [...cms.matchAll(/new URL\(["'`](\.?\/?[^"'`]+)["'`],\s*import\.meta\.url\)/g)].map(
      ([, relative]) => path.join(path.dirname(fileOf(preloads[0])), relative),
    );
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.filter((file) => !fs.existsSync(file))).toEqual([]);
  });
});
