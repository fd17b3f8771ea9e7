// `npm run cms`: the CMS on a laptop. Starts decap-server (which reads and writes the files of this
// working tree) and the Vite dev server; open http://localhost:<port>/admin/ and save to edit content/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5173);
// decap-server's usual port is 8081; CMS_PROXY_PORT moves it when that port is taken.
const proxyPort = Number(process.env.CMS_PROXY_PORT ?? 8081);
const require = createRequire(import.meta.url);

const proxy = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(proxyPort),
    BIND_HOST: '127.0.0.1',
    GIT_REPO_DIRECTORY: root,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

// The dev server's CMS configuration points the local backend at this proxy.
process.env.CMS_LOCAL_BACKEND = `http://localhost:${proxyPort}/api/v1`;
const server = await createServer({
  root,
  // A separate cache lets a copy of the repository share node_modules without sharing Vite's cache.
  ...(process.env.VITE_CACHE_DIR && { cacheDir: process.env.VITE_CACHE_DIR }),
  // Bundled up front, so the CMS page is not reloaded while someone is already typing in it.
  optimizeDeps: { include: ['yaml'] },
  // node_modules may be a link to another checkout's; Vite serves files from both places.
  server: {
    port,
    strictPort: true,
    host: '127.0.0.1',
    fs: { allow: [root, fs.realpathSync(path.join(root, 'node_modules'))] },
  },
});
await server.listen();
console.log(`CMS: http://localhost:${port}/admin/ (edits the files in ${root})`);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  proxy.kill('SIGTERM');
  await server.close();
  process.exit(code);
}
proxy.on('exit', (code) => {
  if (!stopping) {
    console.error(`decap-server stopped (exit code ${code}); is port ${proxyPort} taken?`);
    void stop(1);
  }
});
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
