// Node side of the CMS page at /admin/: the dev server serves it with a freshly generated
// configuration, and the build writes it as a separate bundle, so the public pages never load it.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { cmsConfigYaml } from '../cms-config.ts';

const require = createRequire(import.meta.url);
const decapDist = () => path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));
// The bundle, its lazily loaded chunks and the WebP encoder; not the source maps or the old cms.js copy.
const isDecapFile = (name: string) => /(^|\.)decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name);

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

// Dev server only: /admin/config.yml (with the local backend from CMS_LOCAL_BACKEND) and /admin/decap/*.
export function adminDevPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'agency-admin',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (url === '/admin') {
          res.writeHead(301, { Location: '/admin/' });
          return res.end();
        }
        if (url === '/admin/' || url === '/admin/index.html') {
          // Served without Vite's reload client: a save changes content/, which reloads every open
          // page, and would throw away whatever the editor is typing next.
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
          return res.end(fs.readFileSync(path.join(root, 'admin/index.html')));
        }
        if (url === '/admin/config.yml') {
          const yaml = cmsConfigYaml(root, { localBackend: process.env.CMS_LOCAL_BACKEND });
          res.writeHead(200, { 'Content-Type': 'text/yaml; charset=utf-8', 'Cache-Control': 'no-store' });
          return res.end(yaml);
        }
        const match = /^\/admin\/decap\/([\w.-]+)$/.exec(url);
        if (match && isDecapFile(match[1])) {
          const file = path.join(decapDist(), match[1]);
          if (!fs.existsSync(file)) return next();
          res.writeHead(200, {
            'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
            'Cache-Control': 'max-age=3600',
          });
          return fs.createReadStream(file).pipe(res);
        }
        next();
      });
    },
  };
}

export interface BuildAdminOptions {
  root: string;
  outDir: string; // the site's build folder; the CMS goes into its admin/ folder
  base: string;
}

// A build of its own (not an input of the site's build), so no chunk is shared with the public pages.
export async function buildAdmin({ root, outDir, base }: BuildAdminOptions): Promise<void> {
  await build({
    root,
    base,
    configFile: false,
    // The site's build copies public/; this one only resolves /favicon.svg against it.
    publicDir: path.join(root, 'public'),
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      assetsDir: 'admin/assets',
      target: 'es2022',
      rollupOptions: { input: { admin: path.join(root, 'admin/index.html') } },
    },
  });
  const target = path.join(outDir, 'admin');
  await fsp.writeFile(path.join(target, 'config.yml'), cmsConfigYaml(root));
  await fsp.mkdir(path.join(target, 'decap'), { recursive: true });
  const files = (await fsp.readdir(decapDist())).filter(isDecapFile);
  await Promise.all(
    files.map((file) => fsp.copyFile(path.join(decapDist(), file), path.join(target, 'decap', file))),
  );
}
