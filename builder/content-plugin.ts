// Content for the app, read at build time so the YAML parser and the schema never reach the browser.
import mdx from '@mdx-js/rollup';
import path from 'node:path';
import { withFilter, type Plugin } from 'vite';
import { picturePath, servicePath } from '../collections/paths.ts';
import { bodySource, mdxOptions } from '../collections/body.ts';
import { checkContent, type CheckResult } from '../collections/check.ts';
import { checkContentOnce } from './content-check.ts';
import sharp from 'sharp';
import { ContentError } from '../collections/problems.ts';

// A collection's frontmatter as one module (src/content.ts): one per file meant 1,500 modules a bundle.
const collections = {
  'virtual:content/services': { folder: 'content/services/', entries: 'services' },
  'virtual:content/blog': { folder: 'content/blog/', entries: 'posts' },
} as const;
const collectionOf = (id: string) =>
  id.startsWith('\0') && Object.hasOwn(collections, id.slice(1))
    ? collections[id.slice(1) as keyof typeof collections]
    : undefined;

export function contentPlugin(): Plugin {
  let root = process.cwd();
  // Show entries marked `draft: true` (dev server and preview builds).
  let drafts = false;
  let checked: CheckResult | undefined;
  let building = false;

  const contentDir = () => path.join(root, 'content') + path.sep;
  // A build checks once per process (checkContentOnce); the dev server re-reads after every change.
  const load = () => (checked ??= (building ? checkContentOnce : checkContent)(root, { drafts }));
  const relativeOf = (file: string) => path.relative(root, file).split(path.sep).join('/');
  // Files with a module of their own; content/site.yaml's raises the problems of every other file.
  const isModule = (file: string) =>
    /^content\/(services|blog)\/[^/]+\.mdx$/.test(file) || /^content\/(site|home)\.yaml$/.test(file);
  // Fails for its own files only, so the terminal names each broken file once; the overlay lists them all.
  // Through the hook's `error`, which adds Vite's code frame from the file.
  const failFor = (hook: { error: (error: ContentError) => never }, file: string) => {
    const { problems } = load();
    const own = problems.filter(
      (problem) =>
        (file.endsWith('/') ? problem.file.startsWith(file) : problem.file === file) ||
        (file === 'content/site.yaml' && !isModule(problem.file)),
    );
    if (!own.length) return;
    const first = own.find((problem) => problem.file === file) ?? own[0];
    const absolute = path.join(root, first.file);
    const error = new ContentError([...own, ...problems.filter((p) => !own.includes(p))]);
    // No stack trace: the code that noticed the problem is of no use to editors.
    error.stack = error.message;
    const loc = first.line ? { loc: { file: absolute, line: first.line, column: 1 } } : {};
    hook.error(Object.assign(error, { id: absolute, ...loc }));
  };

  return {
    name: 'agency-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
      drafts = config.command === 'serve' || process.env.CONTENT_DRAFTS === 'show';
    },
    configureServer(devServer) {
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir())) return;
        checked = undefined;
        // Cross-file rules (unique order, footer links) mean any change can fix or break any file.
        for (const module of devServer.moduleGraph.idToModuleMap.values()) {
          if (module.file?.startsWith(contentDir()) || collectionOf(module.id ?? ''))
            devServer.moduleGraph.invalidateModule(module);
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      for (const event of ['add', 'unlink', 'change'] as const) devServer.watcher.on(event, onChange);
    },
    // The filters keep rolldown from calling the hooks for every import and every module.
    resolveId: {
      filter: { id: /^virtual:content\// },
      handler: (source) => (Object.hasOwn(collections, source) ? `\0${source}` : null),
    },
    load: {
      filter: { id: { include: [/^\0virtual:content\//, /\.yaml$/] } },
      async handler(id) {
        const collection = collectionOf(id);
        if (collection) {
          failFor(this, collection.folder);
          // In the files' order, as the check lists them (listCollection in collections/load.ts).
          const entries = load().content[collection.entries].map((entry) => {
            const extra = collection.entries === 'services' ? { path: servicePath(entry.slug) } : {};
            return { ...entry.data, slug: entry.slug, ...extra };
          });
          return toModule(entries, root);
        }
        // content/site.yaml or content/home.yaml, with no query (the filter's $).
        if (!id.startsWith(contentDir())) return null;
        failFor(this, relativeOf(id));
        return toModule(load().content[path.basename(id, '.yaml') as 'site' | 'home'], root);
      },
    },
    transform: {
      // A module's id ends in its query, so `x.mdx?meta` does not match.
      filter: { id: /\.mdx$/ },
      handler(_code, id) {
        if (!id.startsWith(contentDir())) return null;
        const relative = relativeOf(id);
        failFor(this, relative);
        const { services, posts } = load().content;
        const entry = [...services, ...posts].find((candidate) => candidate.file === relative);
        return { code: entry ? bodySource(entry.body, entry.bodyLine) : '', map: null };
      },
    },
  };
}

// Effort 2: a seventh (AVIF) and half (WebP) of the default's encoding time, for at most 2% more bytes.
const widths = [480, 800, 1200];
const sources = [
  { type: 'image/avif', directives: 'format=avif&quality=55&effort=2' },
  { type: 'image/webp', directives: 'format=webp&quality=66&effort=2' },
];

// Each picture path becomes the picture src/components/Picture.tsx takes.
async function toModule(data: unknown, root: string): Promise<string> {
  const images: string[] = [];
  const json = JSON.stringify(data, (_key, value) => {
    if (typeof value === 'string' && picturePath.test(value)) {
      images.push(value);
      return `__IMAGE_${images.length - 1}__`;
    }
    return value;
  });
  const imports: string[] = [];
  const pictures = await Promise.all(
    images.map(async (image, index) => {
      const file = path.join(root, 'content', image);
      // A photo's EXIF orientation is applied: its size is as it is shown.
      const { autoOrient, hasAlpha } = await sharp(file).metadata();
      const { width, height } = autoOrient;
      // Never larger than the original: upscaling only adds bytes.
      const sizes = [...new Set([...widths.filter((candidate) => candidate < width), width])];
      const fallback = hasAlpha ? 'format=png&quality=90' : 'format=jpeg&quality=78';
      const name = (kind: string) => `picture${index}${kind}`;
      const from = (kind: string, query: string) =>
        imports.push(`import ${name(kind)} from ${JSON.stringify(`${file}?${query}`)};`);
      sources.forEach(({ directives }, at) => from(`s${at}`, `w=${sizes.join(';')}&${directives}&as=srcset`));
      from('f', `w=${sizes[Math.floor((sizes.length - 1) / 2)]}&${fallback}&as=url`);
      const sourceList = sources.map(
        ({ type }, at) => `{ type: ${JSON.stringify(type)}, srcset: ${name(`s${at}`)} }`,
      );
      return `{ src: ${name('f')}, width: ${width}, height: ${height}, sources: [${sourceList.join(', ')}] }`;
    }),
  );
  const body = json.replace(/"__IMAGE_(\d+)__"/g, (_match, index: string) => pictures[Number(index)]);
  return `${imports.join('\n')}\nexport default ${body};\n`;
}

// @mdx-js/rollup drops the query before matching and has no filter of its own: without this one it would
// compile `?meta` modules as MDX and be called for every module of every bundle.
export function mdxPlugin(): Plugin {
  // A module's id ends in its query, so `x.mdx?meta` does not match.
  const plugin = withFilter(mdx(mdxOptions) as Plugin, { transform: { id: /\.mdx$/ } });
  return { ...plugin, enforce: 'pre' };
}
