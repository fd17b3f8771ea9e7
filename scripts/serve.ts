// Serves dist/ the way a static host does: pages at their paths, 404.html with status 404.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const base = (process.env.BASE_PATH ?? '/').replace(/\/$/, '');

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist} has no site in it: run \`npm run build\` first.`);
  process.exit(1);
}

const assets = sirv(dist, {
  extensions: ['html'],
  etag: true,
  setHeaders: (res, pathname) => {
    if (pathname.startsWith('/assets/'))
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  },
});
const notFoundPage = fs.readFileSync(path.join(dist, '404.html'));

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (base && !url.startsWith(`${base}/`) && url !== base) return sendNotFound(res);
  if (base) req.url = url.slice(base.length) || '/';
  assets(req, res, () => sendNotFound(res));
});

function sendNotFound(res: http.ServerResponse) {
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(notFoundPage);
}

server.listen(port, '127.0.0.1', () =>
  console.log(`Serving ${path.relative(root, dist) || dist} at http://localhost:${port}${base}/`),
);
