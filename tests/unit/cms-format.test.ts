import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  frontmatterFormat,
  patchYaml,
  renderYaml,
  sourceKey,
  yamlFormat,
  type Data,
} from '../../cms/format.ts';
import { listFiles, repoRoot as root } from '../content/site-copy.ts';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
// The edits below are made to the fixture site's files, whose lines stay put whatever editors do.
const fixture = (file: string) => read(`tests/fixtures/content/valid/${file}`);
const contentFiles = listFiles(path.join(root, 'content'))
  .filter((file) => /\.(mdx|yaml)$/.test(file))
  .map((file) => `content/${file}`);

const changedLines = (before: string, after: string) => {
  const [old, now] = [before.split('\n'), after.split('\n')];
  return now.flatMap((line, index) => (line === old[index] ? [] : [`${index + 1}: ${line}`]));
};

async function isPrettierClean(file: string, text: string) {
  const options = await prettier.resolveConfig(path.join(root, file));
  return (await prettier.format(text, { ...options, filepath: path.join(root, file) })) === text;
}

describe('the CMS file formats', () => {
  it.each(contentFiles)('writes %s back byte for byte when nothing changed, comments included', (file) => {
    const format = file.endsWith('.yaml') ? yamlFormat : frontmatterFormat;
    const raw = read(file);
    expect(format.toFile(format.fromFile(raw))).toBe(raw);
  });

  // An untouched switch (false) and a picture named from /, as the CMS saves them: cms-editing.spec.ts.
  it('writes a switch turned on, and keeps it once the file has it', () => {
    const raw = fixture('content/services/web-development.mdx');
    const data = frontmatterFormat.fromFile(raw);
    expect(data).not.toHaveProperty('draft');
    const drafted = frontmatterFormat.toFile({ ...data, draft: true });
    expect(changedLines(raw, drafted).some((line) => line.endsWith('draft: true'))).toBe(true);
    const turnedOff = frontmatterFormat.toFile({ ...frontmatterFormat.fromFile(drafted), draft: false });
    expect(changedLines(drafted, turnedOff)).toEqual([expect.stringMatching(/^\d+: draft: false$/)]);
  });

  it('writes a changed body as Markdown after a blank line', () => {
    const data = frontmatterFormat.fromFile(fixture('content/services/app-development.mdx'));
    expect(frontmatterFormat.toFile({ ...data, body: 'One paragraph.\n\nAnother paragraph.' })).toMatch(
      /\n---\n\nOne paragraph\.\n\nAnother paragraph\.\n$/,
    );
  });

  it('rewraps a changed folded paragraph of home.yaml and keeps everything else, Prettier-clean', async () => {
    const raw = fixture('content/home.yaml');
    const data = yamlFormat.fromFile(raw) as Data & { whyChooseUs: { paragraphs: string[] } };
    const paragraph = `We answer within a day. ${'Every project gets a named lead who stays until launch. '.repeat(3)}`;
    data.whyChooseUs.paragraphs[1] = paragraph.trim();
    const written = yamlFormat.toFile(data);
    expect(parse(written).whyChooseUs.paragraphs[1]).toBe(paragraph.trim());
    const comments = (text: string) => text.split('\n').filter((line) => line.startsWith('#'));
    expect(comments(written)).toEqual(comments(raw));
    expect(await isPrettierClean('content/home.yaml', written)).toBe(true);
    const untouched = (text: string) => text.slice(0, text.indexOf('  paragraphs:'));
    expect(untouched(written)).toBe(untouched(raw));
  });

  it('adds and removes list entries in place, in the style of the file', async () => {
    const raw = fixture('content/site.yaml');
    const data = yamlFormat.fromFile(raw) as Data & {
      links: { social: { label: string; href: string }[] };
      footer: { services: { label: string; service?: string }[] };
    };
    data.links.social.push({ label: 'YouTube', href: 'https://www.youtube.com/@stackwise' });
    data.footer.services.pop();
    // An emptied optional field disappears, as if it had never been written.
    data.footer.services[2].service = '';
    const written = yamlFormat.toFile(data);
    const expected = structuredClone(data);
    delete expected[sourceKey];
    expected.footer.services[2] = { label: 'Mobile Apps' };
    expect(parse(written)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(written).toContain(
      '    - label: Dribbble\n      href: https://dribbble.com/stackwise-studio\n    - label: YouTube\n      href: https://www.youtube.com/@stackwise\n',
    );
    expect(written).toContain('# Items with a "service" open');
    expect(await isPrettierClean('content/site.yaml', written)).toBe(true);
  });

  it('quotes values that YAML would otherwise read as numbers or dates, the way Prettier does', async () => {
    const raw = fixture('content/site.yaml');
    const data = yamlFormat.fromFile(raw) as Data & { contact: { address: { postalCode: string } } };
    data.contact.address.postalCode = '641018';
    const written = yamlFormat.toFile(data);
    expect(changedLines(raw, written)).toEqual([expect.stringMatching(/postalCode: '641018'$/)]);
    expect(await isPrettierClean('content/site.yaml', written)).toBe(true);
  });

  it('keeps comments, blank lines and the style of every untouched field when a field changes or the first one goes', () => {
    const source = [
      '# What this file is for.',
      'title: Hello',
      '',
      '# The intro.',
      'intro: >-',
      '  A folded paragraph that',
      '  keeps its own line breaks.',
      'list:',
      '  - one # the first',
      "  - 'two'",
      '  - "three\\u0021"',
      '',
    ].join('\n');
    expect(yamlFormat.toFile({ ...yamlFormat.fromFile(source), title: 'Hi: there' })).toBe(
      source.replace('title: Hello', "title: 'Hi: there'"),
    );
    const untitled = yamlFormat.fromFile('# What this file is for.\ntitle: Hello\nintro: Hi\n');
    delete untitled.title;
    expect(yamlFormat.toFile(untitled)).toBe('# What this file is for.\nintro: Hi\n');
  });

  it('keeps a comment after the last field where it was, with or without a blank line above it', () => {
    for (const [end, lineBreak] of [
      ['intro: Hi\n# A note.\n', '\n'],
      ['intro: Hi\n\n# A note.\n', '\n'],
      ['intro: Hi\r\n# A note.\r\n', '\r\n'],
      ['intro: Hi\r\n\r\n# A note.\r\n', '\r\n'],
    ]) {
      const source = `title: Hello${lineBreak}${end}`;
      expect(yamlFormat.toFile({ ...yamlFormat.fromFile(source), title: 'Hi' })).toBe(
        source.replace('Hello', 'Hi'),
      );
    }
  });

  it('keeps Windows line breaks in a file written with them', () => {
    const source = '---\r\ntitle: Hello\r\nlist:\r\n  - one\r\n---\r\n\r\nText.\r\n';
    const data = frontmatterFormat.fromFile(source) as Data & { list: string[] };
    expect(data.list).toEqual(['one']);
    expect(frontmatterFormat.toFile({ ...data, title: 'Hi' })).toBe(source.replace('Hello', 'Hi'));
  });

  it('starts afresh when the original cannot be patched, rather than writing something else', () => {
    expect(patchYaml('- a\n- b\n', { title: 'Hello' })).toBe('title: Hello\n');
    expect(renderYaml({ b: 1, a: [1, 2] }, ['a', 'b'])).toBe('a:\n  - 1\n  - 2\nb: 1\n');
  });
});
