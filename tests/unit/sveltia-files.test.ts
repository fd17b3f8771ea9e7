// The import rewriting that lets Sveltia CMS's published files be copied rather than bundled
// (scripts/vite/sveltia-files.ts), on made-up modules; the copy itself is checked in
// tests/built/admin.test.ts and used by the CMS's browser tests.
import { describe, expect, it } from 'vitest';
import { rewriteSpecifiers, specifiersOf } from '../../scripts/vite/sveltia-files.ts';

const rewrite = async (source: string, to: Record<string, string>) =>
  rewriteSpecifiers(source, await specifiersOf(source, 'fixture.js'), (name) => to[name]);

describe("the CMS's imports", () => {
  it('are found in static imports, re-exports and dynamic imports of any quote', async () => {
    const source =
      'import{a as b}from"./chunks/a.js";export{c}from"lib-c";' +
      'const d=()=>import(`lib-d/deep.mjs`),e=()=>import("../locales/fr.json"),f=import(\'lib-f\');';
    expect((await specifiersOf(source, 'fixture.js')).map(({ name }) => name)).toEqual([
      './chunks/a.js',
      'lib-c',
      'lib-d/deep.mjs',
      '../locales/fr.json',
      'lib-f',
    ]);
  });

  it('leave out import.meta and names computed at run time', async () => {
    const source = 'const u=new URL(`assets/x.wasm`,import.meta.url);const g=(n)=>import(cdn(n));';
    expect(await specifiersOf(source, 'fixture.js')).toEqual([]);
  });

  it('change only where a name is given, keeping the code around them', async () => {
    const source =
      'import{a}from"./chunks/a.js";import"lib-c";const d=()=>u(()=>import(`lib-d`),[],import.meta.url);' +
      'const e=()=>import(`../locales/fr.json`);';
    expect(
      await rewrite(source, {
        'lib-c': './libraries/lib-c-1.js',
        'lib-d': './libraries/lib-d-2.js',
        '../locales/fr.json': './locales/fr-3.js',
      }),
    ).toBe(
      'import{a}from"./chunks/a.js";import"./libraries/lib-c-1.js";' +
        'const d=()=>u(()=>import("./libraries/lib-d-2.js"),[],import.meta.url);' +
        'const e=()=>import("./locales/fr-3.js");',
    );
  });

  it('refuse an import with attributes, which a module written in its place would break', async () => {
    await expect(
      specifiersOf('const l=()=>import(`../locales/fr.json`,{with:{type:`json`}});', 'fixture.js'),
    ).rejects.toThrow(/fixture\.js imports \.\.\/locales\/fr\.json with attributes/);
  });
});
