// The CMS page of dist/ (scripts/vite/admin-plugin.ts): its own code and Sveltia CMS are two files,
// bundled separately, that the page must fetch together and its code must find.
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { specifiersOf } from '../../scripts/vite/sveltia-files.ts';
import { builtSite, page } from './site.ts';

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
    const relative = path.relative(path.dirname(fileOf(script!.attribs.src)), fileOf(preloads[0]));
    expect(code).toContain(`"./${relative}"`);
  });

  // MDX's parser (for the previews) needs acorn; acorn-jsx requires its CommonJS build and the rest
  // import its ES module, which made two copies until the build aliased one to the other.
  it('carries one copy of acorn', () => {
    const code = fs.readFileSync(fileOf(script!.attribs.src), 'utf8');
    const acornOnly = "Cannot use keyword 'await' outside an async function";
    expect(code.split(acornOnly)).toHaveLength(2);
  });

  // Sveltia CMS's files are copied from its package with their imports rewritten
  // (scripts/vite/sveltia-files.ts): a name a browser cannot follow would break the page.
  it('ships every file its modules import or ask for by their address, and imports no package by name', async () => {
    const modules = fs
      .readdirSync(path.join(dist, 'admin'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(dist, 'admin', file));
    const unfollowed: string[] = [];
    let followed = 0;
    for (const file of modules) {
      const code = fs.readFileSync(file, 'utf8');
      const exists = (name: string) => fs.existsSync(path.join(path.dirname(file), name));
      // A browser loads a module by its URL, never by a package's name, and JSON only as JSON.
      const imports = (await specifiersOf(code, file)).map(({ name }) => name);
      const addressed = [...code.matchAll(/new URL\(["'`]([^"'`:]+)["'`],\s*import\.meta\.url\)/g)].map(
        ([, relative]) => relative,
      );
      followed += imports.length + addressed.length;
      unfollowed.push(
        ...[
          ...imports.filter((name) => !/^\.\.?\//.test(name) || name.endsWith('.json') || !exists(name)),
          ...addressed.filter((name) => !exists(name)),
        ].map((name) => `${path.relative(dist, file)}: ${name}`),
      );
    }
    expect(followed).toBeGreaterThan(modules.length);
    expect(unfollowed).toEqual([]);
  });
});
