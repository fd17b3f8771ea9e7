// The CMS configuration, generated from the content schema so the forms accept exactly what the site does.
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { z } from 'zod';
import { labelFor, sentence } from '../collections/messages.ts';
import { imagesFolder } from '../collections/paths.ts';
import { jsonSchemaOf, unwrapAll, type JsonSchema } from '../collections/schema-walk.ts';
import { collections, singletons } from '../collections/schema.ts';

// The OAuth endpoint that signs editors in to GitHub (without it, the CMS asks for a personal token).
const authUrl = process.env.CMS_AUTH_URL;

// What /admin/ adds to the policy (builder/policy.ts): WebAssembly encoders, GitHub, blob:, an OAuth popup.
export const adminPolicy = {
  path: '/admin/',
  directives: {
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'frame-src': ["'self'", 'blob:'],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'connect-src': [
      "'self'",
      'blob:',
      'data:',
      'https://api.github.com',
      'https://www.githubstatus.com',
      ...(authUrl ? [new URL(authUrl).origin] : []),
    ],
  },
  headers: { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups', 'X-Robots-Tag': 'noindex' },
} satisfies { path: string; directives: Record<string, string[]>; headers: Record<string, string> };

export interface CmsField {
  label: string;
  name: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  field?: CmsField;
  fields?: CmsField[];
  [option: string]: unknown;
}

// Fields that exist in the files but not in the frontmatter schema: the Markdown text of the page.
export const bodyFields: Partial<Record<keyof typeof collections, CmsField>> = {
  services: {
    label: labelFor('body'),
    name: 'body',
    widget: 'markdown',
    hint: 'The paragraphs of the service page, below the description.',
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
    editor_components: [],
    modes: ['rich_text', 'raw'],
  },
};

const collectionLabels: Record<keyof typeof collections, [plural: string, singular: string]> = {
  services: ['Services', 'Service'],
  blog: ['Blog teasers', 'Blog teaser'],
};
const singletonLabels: Record<keyof typeof singletons, string> = {
  site: 'Site-wide details',
  home: 'Landing page texts',
};

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');

// Long texts get a multi-line box: names that say "sentence or paragraph".
const longText = /^(description|excerpt|text|about|note|fallback|imageAlt|paragraphs?)$/;

// Image fields name a picture from content/: images/blog/my-post.png is content/images/blog/my-post.png.
const imagesDir = `content/${imagesFolder}`;

type Schema = z.ZodType;

const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success;

// The schema's message for `example` continues "found …," ("but links must use https://"); the form shows it
// alone, with examples unquoted: quotes typed in a form become part of the text.
function patternMessage(label: string, schema: Schema, example: string): string {
  const message = schema.safeParse(example).error?.issues[0]?.message ?? 'has the wrong form';
  const rest = message.replace(/^(but|which|and) /, '');
  const shown = rest === message && /^(must|is|needs) /.test(message) ? `${label} ${message}` : rest;
  return sentence(shown.replace(/(like|such as) '([^']+)'/g, '$1 $2'));
}

function stringField(base: CmsField, schema: Schema, json: JsonSchema): CmsField {
  // Refinements are invisible to JSON Schema, so dates and links are recognised by what they accept.
  if (accepts(schema, '2024-06-12') && !accepts(schema, '2024-02-30') && !accepts(schema, 'June 12')) {
    return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: false };
  }
  // A pattern the form checks, with the message the schema gives `example`.
  const pattern = (regex: string, example = '\u0000'): [string, string] => [
    regex,
    patternMessage(base.label, schema, example),
  ];
  const httpLink = 'http://example.com/page';
  if (!json.pattern && accepts(schema, 'https://example.com/page') && !accepts(schema, httpLink))
    return { ...base, widget: 'string', pattern: pattern('^https://\\S+$', httpLink) };
  if (accepts(schema, `${imagesFolder}/example.png`) && !accepts(schema, 'example.png')) {
    // The CMS checks an image's pattern against its file name, so the folder part of the pattern goes.
    const prefix = `^${imagesFolder}\\/`;
    const fileName = json.pattern?.startsWith(prefix) && pattern(`^${json.pattern.slice(prefix.length)}`);
    return { ...base, widget: 'image', choose_url: false, ...(fileName && { pattern: fileName }) };
  }
  const widget = longText.test(base.name) ? 'text' : 'string';
  return { ...base, widget, ...(json.pattern && { pattern: pattern(json.pattern) }) };
}

// `path` names the field in collections/schema.ts ("services.features"), for the form's own checks.
export function fieldFor(name: string, schema: Schema, path = name): CmsField {
  const inner = unwrapAll(schema);
  const json = jsonSchemaOf(schema);
  const base: CmsField = { label: labelFor(name), name, widget: 'string' };
  if (accepts(schema, undefined)) base.required = false;
  if (json.description) base.hint = sentence(json.description);

  switch (inner.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(inner as z.ZodObject, path) };
    case 'array': {
      const item = fieldFor(singular(name), (inner as z.ZodArray<Schema>).element);
      // A list of texts is checked as a whole by its schema, showing its message (cms/fields/TextList.tsx).
      if (item.widget === 'string' || item.widget === 'text')
        return {
          ...base,
          widget: 'text-list',
          label_singular: item.label,
          ...(item.widget === 'text' && { multiline: true }),
          schema: path,
        };
      const list = {
        ...base,
        widget: 'list',
        label_singular: item.label,
        ...(json.minItems !== undefined && { min: json.minItems }),
        ...(json.maxItems !== undefined && { max: json.maxItems }),
      };
      if (item.widget !== 'object') {
        delete item.hint; // repeated under every entry, the list's hint is only noise
        return { ...list, collapsed: false, field: item };
      }
      const first = item.fields?.find((field) => field.widget === 'string' || field.widget === 'text');
      return {
        ...list,
        ...(first && { summary: `{{fields.${first.name}}}` }),
        collapsed: true,
        fields: item.fields,
      };
    }
    case 'enum':
      return { ...base, widget: 'select', options: (inner as z.ZodEnum).options as string[] };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'number': {
      const integer = json.type === 'integer';
      // z.int() bounds a whole number by the safe integers, which the form need not show.
      const shown = (limit?: number) => limit !== undefined && Math.abs(limit) < Number.MAX_SAFE_INTEGER;
      return {
        ...base,
        widget: 'number',
        value_type: integer ? 'int' : 'float',
        ...(shown(json.minimum) && { min: json.minimum }),
        ...(shown(json.maximum) && { max: json.maximum }),
        ...(!integer && { step: 0.0001 }),
      };
    }
    case 'string':
      return stringField(base, inner, json);
    default:
      // A new kind of field needs a widget chosen here; failing loudly keeps the CMS in step.
      throw new Error(`cms-config: no CMS widget for the ${inner.type} field "${name}"`);
  }
}

const fieldsOf = (schema: z.ZodObject, path: string): CmsField[] =>
  Object.entries(schema.shape).map(([name, field]) => fieldFor(name, field as Schema, `${path}.${name}`));

export function cmsConfig(root: string): Record<string, unknown> {
  const folderCollections = Object.entries(collections).map(([name, { dir, schema }]) => {
    const key = name as keyof typeof collections;
    const [label, labelSingular] = collectionLabels[key];
    const body = bodyFields[key];
    const ownImages = fs.existsSync(path.join(root, imagesDir, name));
    return {
      name,
      label,
      label_singular: labelSingular,
      folder: dir,
      extension: 'mdx',
      format: 'yaml-frontmatter',
      create: true,
      slug: '{{slug}}',
      identifier_field: 'title',
      summary: '{{title}}',
      ...('order' in schema.shape && { sortable_fields: ['order', 'title'] }),
      ...(ownImages && { media_folder: `/${imagesDir}/${name}`, public_folder: `${imagesFolder}/${name}` }),
      fields: [...fieldsOf(schema, name), ...(body ? [body] : [])],
    };
  });
  const files = Object.entries(singletons).map(([name, { file, schema }]) => ({
    name,
    label: singletonLabels[name as keyof typeof singletons],
    file,
    format: 'yaml',
    fields: fieldsOf(schema, name),
  }));

  return {
    backend: {
      name: 'github',
      // The one place that names the GitHub repository the production CMS edits (overridable for forks).
      repo: process.env.CMS_GITHUB_REPO ?? 'stackwise-studio/website',
      branch: process.env.CMS_GITHUB_BRANCH ?? 'main',
      ...(authUrl && { base_url: authUrl }),
      squash_merges: true,
    },
    publish_mode: 'editorial_workflow', // every change a pull request, with a preview deploy before merging
    media_folder: imagesDir,
    public_folder: imagesFolder,
    media_libraries: { stock_assets: { providers: [] } }, // pictures from content/images only, no stock sites
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [...folderCollections, { name: 'site', label: 'Site-wide content', files }],
  };
}

export function cmsConfigYaml(root: string): string {
  const header = '# Generated from collections/schema.ts by cms/config.ts; do not edit.\n';
  return header + stringify(cmsConfig(root), { lineWidth: 0 });
}

// `npm run cms:config` prints the configuration.
if (import.meta.url === `file://${process.argv[1]}`)
  process.stdout.write(cmsConfigYaml(path.resolve(import.meta.dirname, '..')));
