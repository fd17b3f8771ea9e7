// Serves dist/ as a static host does: 404.html with status 404, folders redirected to their slash, and
// the headers of the build's _headers file, as Netlify reads it.
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { ports } from '../site.config.ts';
import { headersFromFile } from './policy.ts';

// `base` is the base path the site was built for, such as "/" or "/pr-preview/pr-12/".
export function createStaticServer({ dist, base }: { dist: string; base: string }): http.Server {
  const prefix = base.replace(/\/$/, '');
  const assets = sirv(dist, { extensions: ['html'], etag: true, dotfiles: false });
  // Byte ranges go as stored, to match Content-Range. Plain Node middleware, though typed for Express.
  const compress = compression({
    filter: (req, res) => !req.headers.range && compression.filter(req, res),
  }) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
  const notFoundPage = fs.readFileSync(path.join(dist, '404.html'));
  const headersFile = fs.readFileSync(path.join(dist, '_headers'), 'utf8');

  const sendNotFound = (res: http.ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(notFoundPage);
  };

  return http.createServer((req, res) => compress(req, res, () => serve(req, res)));

  function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const headers = headersFromFile(headersFile, url.pathname);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // Like GitHub Pages and Netlify: a folder's address without its slash redirects to it.
    if (prefix && url.pathname === prefix)
      return res.writeHead(301, { Location: `${prefix}/${url.search}` }).end();
    if (prefix && !url.pathname.startsWith(`${prefix}/`)) return sendNotFound(res);
    const sitePath = url.pathname.slice(prefix.length);
    // Host-only files are instructions to the host, not pages.
    if (/^\/(_headers|_redirects)$/.test(sitePath)) return sendNotFound(res);
    // Like GitHub Pages: a folder's address with its slash is its index.html or nothing.
    const folder = fs.existsSync(path.join(dist, decodeURIComponent(sitePath), 'index.html'));
    if (folder && !sitePath.endsWith('/'))
      return res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
    if (sitePath.endsWith('/') && !folder) return sendNotFound(res);
    if (prefix) req.url = (req.url ?? '/').slice(prefix.length);
    assets(req, res, () => sendNotFound(res));
  }
}

export async function listen(server: http.Server, port: number): Promise<string> {
  await once(server.listen(port, '127.0.0.1'), 'listening');
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

// The site of `npm start` and `npm run check:links`: OUT_DIR, built for BASE_PATH. Exits if it is not built.
export function builtDist() {
  const root = path.resolve(import.meta.dirname, '..');
  const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`${dist} has no site in it: run \`npm run build\` first.`);
    process.exit(1);
  }
  return { root, dist, base: (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { root, dist, base } = builtDist();
  const origin = await listen(createStaticServer({ dist, base }), Number(process.env.PORT ?? ports.site));
  console.log(`Serving ${path.relative(root, dist) || dist} at ${origin}${base}`);
}
