// `npm run cms`: the CMS editing this working tree, through the browser's File System Access API.
import { ports } from '../site.config.ts';
import fs from 'node:fs';
import path from 'node:path';
import { createLogger, createServer, type Plugin } from 'vite';
import { cmsConfigYaml } from '../cms/config.ts';
import { adminAliases, previewContentPlugin } from './cms.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? ports.dev);

// Sveltia CMS loads its code highlighting by computed names, which Vite warns about at every start.
const logger = createLogger();
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (!message.includes('@sveltia_cms')) warn(message, options);
};

// The CMS page and its configuration at /admin/, as the build writes them.
const adminPages: Plugin = {
  name: 'agency-admin',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const url = (req.url ?? '').split('?')[0];
      if (url === '/admin') return res.writeHead(301, { Location: '/admin/' }).end();
      const send = (type: string, body: string | Buffer) => {
        res.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
        res.end(body);
      };
      // Served as it is, without Vite's reload client (live reloading is off, below).
      if (url === '/admin/' || url === '/admin/index.html')
        return send('text/html', fs.readFileSync(path.join(root, 'cms/index.html')));
      if (url === '/admin/config.yml') return send('text/yaml', cmsConfigYaml(root));
      next();
    });
  },
};

const server = await createServer({
  root,
  customLogger: logger,
  // A separate cache lets a copy of the repository share node_modules without sharing Vite's cache.
  ...(process.env.VITE_CACHE_DIR && { cacheDir: process.env.VITE_CACHE_DIR }),
  // Previews read the editor's content (previewContentPlugin), so the site itself is `npm run dev`'s.
  plugins: [adminPages, previewContentPlugin(root)],
  resolve: { alias: adminAliases },
  // Bundled before the first request, so the page never reloads while someone types in it.
  optimizeDeps: { entries: ['cms/main.ts'], include: ['@sveltia/cms'] },
  // node_modules may be a link to another checkout's; Vite serves files from both places.
  server: {
    port,
    strictPort: true,
    // No live reloading: a save changes content/, and a reload would lose what the editor types next.
    hmr: false,
    host: '127.0.0.1',
    fs: { allow: [root, fs.realpathSync(path.join(root, 'node_modules'))] },
  },
});
await server.listen();
console.log(
  `CMS: http://localhost:${port}/admin/ — in Chrome or Edge, choose "Work with Local Repository" and pick ${root}`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
