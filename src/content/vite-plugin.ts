// Vite plugin: serves validated content to the app. Frontmatter is read here, at build time,
// so gray-matter and the schema never reach the browser.
import mdx from '@mdx-js/rollup';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ViteDevServer } from 'vite';
import { checkContent, type Content } from './check.ts';
import { ContentError, formatProblem, type Problem } from './problems.ts';

export interface ContentPluginOptions {
  // Show entries marked `draft: true` (dev server and preview builds).
  drafts?: boolean;
}

const imagePattern = /^images\/[a-z0-9/_-]+\.(png|jpe?g|webp|avif)$/;

export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  let root = process.cwd();
  let drafts = Boolean(options.drafts);
  let cached: { content: Content; problems: Problem[] } | undefined;
  let server: ViteDevServer | undefined;

  const contentDir = () => path.join(root, 'content') + path.sep;
  const load = () => (cached ??= checkContent(root, { drafts }));
  const fail = (problems: Problem[]): never => {
    const error = new ContentError(problems);
    for (const problem of problems) console.error(formatProblem(problem));
    throw Object.assign(error, {
      plugin: 'content',
      id: problems[0]?.file ? path.join(root, problems[0].file) : undefined,
    });
  };

  return {
    name: 'agency-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      drafts = options.drafts ?? (config.command === 'serve' || process.env.CONTENT_DRAFTS === 'show');
    },
    configureServer(devServer) {
      server = devServer;
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir())) return;
        cached = undefined;
        // Cross-file rules (unique order, footer links) mean any change can fix or break any file.
        for (const module of devServer.moduleGraph.idToModuleMap.values()) {
          if (module.file?.startsWith(contentDir())) devServer.moduleGraph.invalidateModule(module);
        }
        devServer.ws.send({ type: 'full-reload' });
      };
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.watcher.on('change', onChange);
    },
    buildStart() {
      cached = undefined;
      if (!server) {
        const { problems } = load();
        if (problems.length) fail(problems);
      }
    },
    async load(id) {
      const [file, query] = id.split('?');
      if (!file.startsWith(contentDir())) return null;
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (file.endsWith('.yaml') && query === undefined) {
        const { content, problems } = load();
        if (problems.length) fail(problems);
        const name = path.basename(file, '.yaml') as 'site' | 'home';
        this.addWatchFile(file);
        return toModule(content[name], root);
      }
      if (file.endsWith('.mdx') && query === 'meta') {
        const { content, problems } = load();
        if (problems.length) fail(problems);
        this.addWatchFile(file);
        const entry = [...content.services, ...content.posts].find(
          (candidate) => candidate.file === relative,
        );
        if (!entry) return 'export default null;';
        const extra = relative.startsWith('content/services/') ? { path: `/services/${entry.slug}` } : {};
        return toModule({ ...entry.data, slug: entry.slug, ...extra }, root);
      }
      return null;
    },
    transform(_code, id) {
      const [file, query] = id.split('?');
      if (query !== undefined || !file.endsWith('.mdx') || !file.startsWith(contentDir())) return null;
      const { content, problems } = load();
      const relative = path.relative(root, file).split(path.sep).join('/');
      const own = problems.filter((problem) => problem.file === relative);
      if (own.length) fail(own);
      const entry = [...content.services, ...content.posts].find((candidate) => candidate.file === relative);
      if (!entry) return { code: '', map: null };
      // Blank lines in place of the frontmatter keep MDX's line numbers equal to the file's.
      return { code: '\n'.repeat(entry.bodyLine - 1) + entry.body, map: null };
    },
  };
}

// Turns data into an ES module; image paths become imports so Vite fingerprints and serves them.
async function toModule(data: unknown, root: string): Promise<string> {
  const images: string[] = [];
  const json = JSON.stringify(data, (_key, value) => {
    if (typeof value === 'string' && imagePattern.test(value)) {
      images.push(value);
      return `__IMAGE_${images.length - 1}__`;
    }
    return value;
  });
  const imports: string[] = [];
  const objects: string[] = [];
  for (const [index, image] of images.entries()) {
    const absolute = path.join(root, 'content', image);
    const { width = 0, height = 0 } = await sharp(absolute).metadata();
    imports.push(`import image${index} from ${JSON.stringify(absolute)};`);
    objects.push(`{ src: image${index}, width: ${width}, height: ${height} }`);
  }
  const body = json.replace(/"__IMAGE_(\d+)__"/g, (_match, index: string) => objects[Number(index)]);
  return `${imports.join('\n')}\nexport default ${body};\n`;
}

// MDX for the bodies of content files. @mdx-js/rollup drops the query before matching, so without
// this guard it would compile our `?meta` modules as MDX too.
export function mdxPlugin(): Plugin {
  const plugin = mdx() as Plugin & { transform: (this: unknown, code: string, id: string) => unknown };
  const transform = plugin.transform;
  return {
    ...plugin,
    enforce: 'pre',
    transform(code, id) {
      return id.includes('?')
        ? null
        : (transform.call(this, code, id) as ReturnType<
            Extract<Plugin['transform'], (...args: never[]) => unknown>
          >);
    },
  };
}
