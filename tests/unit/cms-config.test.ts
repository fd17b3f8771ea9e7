import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyFields, cmsConfig, cmsConfigYaml, fieldFor, type CmsField } from '../../cms/config.ts';
import { checkContent } from '../../collections/check.ts';
import { iconNames } from '../../collections/icons.ts';
import { labelFor } from '../../collections/messages.ts';
import { collections, singletons } from '../../collections/schema.ts';
import { repoRoot as root } from '../content/site-copy.ts';

interface Collection {
  name: string;
  media_folder?: string;
  fields?: CmsField[];
  files?: { name: string; file: string; format: string; fields: CmsField[] }[];
}
const config = cmsConfig(root) as {
  backend: { name: string; repo: string };
  publish_mode: string;
  local_backend?: unknown;
  collections: Collection[];
};

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

// Every field path the schema accepts ("features[]", "navigation.links[].href"), read from its JSON Schema.
function schemaPaths(schema: z.ZodType): string[] {
  const walk = (node: JsonSchema, prefix: string): string[] => {
    const options = node.anyOf ?? [node];
    return options.flatMap((option) => [
      ...Object.entries(option.properties ?? {}).flatMap(([name, child]) => {
        const own = prefix ? `${prefix}.${name}` : name;
        return [own, ...walk(child, own)];
      }),
      ...(option.items ? [`${prefix}[]`, ...walk(option.items, `${prefix}[]`)] : []),
    ]);
  };
  return walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, '').sort();
}

// The same paths, read from the generated CMS fields.
function configPaths(fields: CmsField[], prefix = ''): string[] {
  return fields
    .flatMap((field) => {
      const own = prefix ? `${prefix}.${field.name}` : field.name;
      if (field.widget === 'text-list') return [own, `${own}[]`];
      if (field.widget === 'list')
        return [own, `${own}[]`, ...configPaths((field.field ?? field).fields ?? [], `${own}[]`)];
      return [own, ...configPaths(field.fields ?? [], own)];
    })
    .sort();
}

const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!;
const fieldAt = (fields: CmsField[], name: string) => fields.find((field) => field.name === name)!;

describe('the CMS configuration generated from the schema', () => {
  for (const [name, { schema }] of Object.entries(collections))
    it(`has exactly the fields of the ${name} schema, plus the page text where a page has one`, () => {
      const body = bodyFields[name as keyof typeof bodyFields];
      const expected = [...schemaPaths(schema), ...(body ? [body.name] : [])].sort();
      expect(configPaths(collection(name).fields!)).toEqual(expected);
    });

  for (const [name, { schema, file }] of Object.entries(singletons))
    it(`has exactly the fields of ${file}`, () => {
      const entry = collection('site').files!.find((candidate) => candidate.name === name)!;
      expect(entry.file).toBe(file);
      expect(configPaths(entry.fields)).toEqual(schemaPaths(schema));
    });

  it('notices a field that the configuration does not have', () => {
    const extended = collections.services.schema.extend({ subtitle: z.string() });
    expect(configPaths(collection('services').fields!)).not.toEqual(schemaPaths(extended));
  });

  it('fails loudly on a kind of field it has no widget for', () => {
    expect(() => fieldFor('price', z.union([z.string(), z.number()]))).toThrow(/no CMS widget.*price/);
  });

  it('edits services and blog teasers as MDX files with YAML frontmatter, one file per title', () => {
    for (const [name, { dir }] of Object.entries(collections))
      expect(collection(name)).toMatchObject({
        folder: dir,
        extension: 'mdx',
        format: 'yaml-frontmatter',
        create: true,
        slug: '{{slug}}',
      });
    expect(fieldAt(collection('services').fields!, 'body').widget).toBe('markdown');
    expect(collection('site').files!.map((entry) => entry.format)).toEqual(['yaml', 'yaml']);
  });

  it('asks for features checked by their schema, a numbered order, an icon from the list and a draft switch', () => {
    const fields = collection('services').fields!;
    // The form checks the list with the schema at this path (cms/fields/TextList.tsx).
    expect(fieldAt(fields, 'features')).toMatchObject({
      widget: 'text-list',
      label_singular: 'Feature',
      schema: 'services.features',
    });
    expect(fieldAt(fields, 'features').multiline).toBeUndefined();
    expect(fieldAt(fields, 'order')).toMatchObject({ widget: 'number', value_type: 'int', min: 1 });
    expect(fieldAt(fields, 'icon').options).toEqual([...iconNames]);
    expect(fieldAt(fields, 'draft')).toMatchObject({ widget: 'boolean', required: false });
    expect(fieldAt(fields, 'description').widget).toBe('text');
  });

  it('accepts every value the content has today', () => {
    const { content } = checkContent(root, { drafts: true });
    const check = (fields: CmsField[], data: Record<string, unknown>, where: string) => {
      for (const field of fields) {
        const value = data[field.name];
        const at = `${where}.${field.name}`;
        const item = field.field ?? field;
        if (value === undefined) expect(field.required, `${at} is required in the CMS`).toBe(false);
        for (const one of value === undefined ? [] : [value].flat()) {
          if (field.fields && typeof one === 'object')
            check(field.fields, one as Record<string, unknown>, at);
          else if (item.pattern) {
            // Image fields are checked by file name, as the CMS does.
            const text = item.widget === 'image' ? path.basename(String(one)) : String(one);
            expect(new RegExp(item.pattern[0]).test(text), `${at}: ${text}`).toBe(true);
          }
        }
      }
    };
    for (const entry of content.services)
      check(collection('services').fields!, { ...entry.data, body: entry.body }, entry.file);
    for (const entry of content.posts) check(collection('blog').fields!, entry.data, entry.file);
    for (const { name, fields, file } of collection('site').files!)
      check(fields, content[name as keyof typeof singletons] as Record<string, unknown>, file);
  });

  // The schema's descriptions as hints: tests/e2e/cms-editing.spec.ts finds a group by its hint.
  it('gives the fields readable labels', () => {
    expect(labelFor('postalCode')).toBe('PIN code');
    expect(labelFor('strengthsHeading')).toBe('Strengths heading');
  });

  it('publishes through GitHub pull requests, with no local server to point at', () => {
    expect(config.backend.name).toBe('github');
    expect(config.backend.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(config.publish_mode).toBe('editorial_workflow');
    // The working tree is opened by the browser itself ("Work with Local Repository").
    expect(config.local_backend).toBeUndefined();
  });

  it('writes YAML that reads back as the same configuration', () => {
    expect(parse(cmsConfigYaml(root))).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it('lists only image folders that exist', () => {
    for (const entry of config.collections.filter((candidate) => candidate.media_folder))
      expect(fs.existsSync(path.join(root, entry.media_folder!))).toBe(true);
  });
});
