// Renders every route of the built app to static HTML inside the client build.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ServerEntry {
  render: (
    url: string,
    basename: string,
    options?: { notFound?: boolean },
  ) => Promise<{ html: string; styles: string; meta: { title: string; description: string } }>;
  prerenderRoutes: () => string[];
  notFoundRoute: string;
}

export interface PrerenderOptions {
  clientDir: string;
  serverEntry: string;
  base: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// "/" becomes index.html and "/services/ai-ml" becomes services/ai-ml.html, as static hosts expect.
export function fileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

export async function prerenderPages({ clientDir, serverEntry, base }: PrerenderOptions): Promise<string[]> {
  const entry: ServerEntry = await import(pathToFileURL(serverEntry).href);
  const template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  const basename = base.replace(/\/$/, '');
  const pages: [route: string, file: string, notFound: boolean][] = [
    ...entry.prerenderRoutes().map((route): [string, string, boolean] => [route, fileFor(route), false]),
    [entry.notFoundRoute, '404.html', true],
  ];
  for (const [route, file, notFound] of pages) {
    const { html, styles, meta } = await entry.render(route, basename, { notFound });
    const head = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      styles,
    ].join('\n    ');
    const page = template
      .replace('<!--app-head-->', head)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-route="${escapeHtml(route)}">${html}</div>`,
      );
    const target = path.join(clientDir, file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, page);
  }
  return pages.map(([route]) => route);
}
