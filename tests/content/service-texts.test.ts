// The service texts a build ships (builder/texts.ts), modules the browser calls with React's JSX runtime
// (src/serviceTexts.ts): each must show what the dev server's @mdx-js/rollup makes of the same text.
import mdx from '@mdx-js/rollup';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, expect, it } from 'vitest';
import { bodySource, checkedCode, mdxOptions } from '../../collections/body.ts';
import { checkContent } from '../../collections/check.ts';
import { serviceTexts, textModule } from '../../builder/texts.ts';
import { contentRoot } from './content-root.ts';
import { tempDir } from './site-copy.ts';

const modules = tempDir('service-texts-');
afterAll(() => fs.rmSync(modules, { recursive: true, force: true }));

// Imports `code` as an ES module written to a file of its own, as the browser would.
let written = 0;
async function importCode<T>(code: string): Promise<T> {
  const file = path.join(modules, `module-${written++}.mjs`);
  fs.writeFileSync(file, code);
  return (await import(pathToFileURL(file).href)) as T;
}

// A text with the Markdown and HTML that editors write, and characters a module must keep as they are.
const richText = [
  '## What we do',
  '',
  'We *design*, **build** and [look after](https://example.com/care) sites: `npm start` and `${not code}`.',
  '',
  '- Quotes "double", \'single\' and `back`ticks',
  '- Backslashes \\ and a line\\',
  '  break',
  '',
  '1. <strong>HTML</strong> tags, <br /> and &amp; entities',
  '',
  '> A quotation.',
].join('\n');

it("ships each service's text as the check compiled it, and the module shows what the dev server shows", async () => {
  const site = contentRoot();
  // The fixture's first service gets the rich text.
  const [name] = fs.readdirSync(path.join(site.root, 'content/services')).sort();
  const file = `content/services/${name}`;
  site.edit(file, (text) => text.replace(/\n---\n[\s\S]*$/, `\n---\n\n${richText}\n`));
  const { content, problems } = checkContent(site.root, { drafts: true });
  expect(problems).toEqual([]);
  const texts = serviceTexts(site.root, true);
  expect([...texts.keys()].sort()).toEqual(content.services.map((entry) => entry.slug).sort());

  const plugin = mdx(mdxOptions) as unknown as {
    config: (config: object, env: { mode: string; command: string }) => void;
    transform: (code: string, id: string) => Promise<{ code: string }>;
  };
  plugin.config({}, { mode: 'production', command: 'build' });
  const runtimeUrl = pathToFileURL(createRequire(import.meta.url).resolve('react/jsx-runtime')).href;
  const shown = new Map<string, string>();
  for (const entry of content.services) {
    const source = bodySource(entry.body, entry.bodyLine);
    // Compiled once: the build takes the check's code.
    expect(texts.get(entry.slug), entry.file).toBe(checkedCode(source));

    type Shipped = { default: (runtime: typeof jsxRuntime) => { default: ComponentType } };
    const shipped = await importCode<Shipped>(textModule(texts.get(entry.slug)!));
    const { code } = await plugin.transform(source, path.join(site.root, entry.file));
    const dev = await importCode<{ default: ComponentType }>(
      code.replace(/(["'])react\/jsx-runtime\1/, JSON.stringify(runtimeUrl)),
    );
    const html = renderToStaticMarkup(createElement(shipped.default(jsxRuntime).default));
    expect(html, entry.file).toBe(renderToStaticMarkup(createElement(dev.default)));
    expect(html.length, entry.file).toBeGreaterThan(entry.body.length / 2);
    shown.set(entry.slug, html);
  }
  const rich = shown.get(path.basename(name, '.mdx'));
  expect(rich).toContain('<h2>What we do</h2>');
  expect(rich).toContain('<code>${not code}</code>');
  expect(rich).toContain('<a href="https://example.com/care">look after</a>');
});
