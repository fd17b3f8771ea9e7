// What a built page makes the browser download, read from the build: gzip -9 for the JavaScript budgets,
// brotli for the transfer, as hosts serve them; 1 KiB = 1024 bytes, as Lighthouse counts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const budgets = {
  // JavaScript the landing page's HTML loads before it is interactive (gzip).
  initialScript: 110 * 1024,
  // Every script the landing page ever loads (gzip).
  allScript: 130 * 1024,
  // Everything the landing page transfers on its first view: HTML, scripts, fonts, images.
  transfer: 300 * 1024,
};

// Lazy chunks of other pages: they load only when the visitor goes there.
const otherPages = /^(ServicePage)$/;
// Boot imports these right after the first paint, and the page is not interactive before they run.
const appChunk = /^(libraries|app)$/;

// The file name without its content hash: stable from build to build.
export const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const brotliSize = (file: string) => zlib.brotliCompressSync(fs.readFileSync(file)).length;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

// `assets/x.js` paths in the HTML (any base path), as the script tag and modulepreload links name them.
function htmlScripts(html: string): string[] {
  const tags = html.match(/<(script|link(?=[^>]*rel="modulepreload"))\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => /(?:src|href)="[^"]*?(assets\/[\w.-]+\.js)"/.exec(tag)?.[1] ?? []);
}

// A chunk's static imports, and its dynamic imports with the files Vite preloads beside each.
export function chunkImports(dist: string, file: string) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map(
    (m) => `assets/${m[1]}`,
  );
  const preloadList = /m\.f=\[([^\]]*)\]/.exec(code)?.[1].match(/assets\/[\w.-]+\.js/g) ?? [];
  const dynamics = [
    ...code.matchAll(
      /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)(?:[^;]{0,80}?__vite__mapDeps\(\[([\d,]*)\]\))?/g,
    ),
  ].map((m) => ({
    file: `assets/${m[1]}`,
    with: (m[2] ? m[2].split(',').map(Number) : []).map((index) => preloadList[index]).filter(Boolean),
  }));
  return { statics, dynamics };
}

// The chunks `files` load, with the dynamic imports whose chunk name `follow` accepts, and what Vite preloads
// beside those.
function reachable(dist: string, files: Iterable<string>, follow: (name: string) => boolean): Set<string> {
  const found = new Set<string>();
  const add = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const { statics, dynamics } = chunkImports(dist, file);
    statics.forEach(add);
    for (const dynamic of dynamics.filter(({ file }) => follow(chunkName(file))))
      [dynamic.file, ...dynamic.with].forEach(add);
  };
  for (const file of files) add(file);
  return found;
}

export type Chunk = ReturnType<typeof pageScripts>['initial'][number];

export function pageScripts(dist: string, htmlFile = 'index.html') {
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8');
  const chunk = (file: string) => ({ file, name: chunkName(file), gzip: gzipSize(path.join(dist, file)) });
  const initial = reachable(dist, htmlScripts(html), (name) => appChunk.test(name));
  const all = reachable(dist, initial, (name) => !otherPages.test(name));
  const initialChunks = [...initial].map(chunk);
  const lazyChunks = [...all].filter((file) => !initial.has(file)).map(chunk);
  const initialBytes = sum(initialChunks.map((item) => item.gzip));
  const allBytes = initialBytes + sum(lazyChunks.map((item) => item.gzip));
  return { initial: initialChunks, lazy: lazyChunks, initialBytes, allBytes };
}

// Each picture counts its largest file, to stay on the safe side; lazy ones only with `lazyImages`.
export function pageTransfer(dist: string, htmlFile = 'index.html', { lazyImages = false } = {}) {
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8');
  const { initial, lazy } = pageScripts(dist, htmlFile);
  const asset = (url: string) => path.join(dist, /assets\/[^"'\s?]+/.exec(url)?.[0] ?? url);
  const scripts = sum([...initial, ...lazy].map((item) => brotliSize(path.join(dist, item.file))));
  const fontUrls = [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? '',
  );
  const fonts = sum([...new Set(fontUrls)].map((url) => fs.statSync(asset(url)).size));
  const eagerPictures = [...html.matchAll(/<picture>(.*?)<\/picture>/gs)]
    .map((m) => m[1])
    .filter((picture) => lazyImages || !/loading="lazy"/.test(picture));
  const images = eagerPictures.reduce((total, picture) => {
    const firstSource = /srcSet="([^"]+)"/.exec(picture)?.[1] ?? /src="([^"]+)"/.exec(picture)?.[1] ?? '';
    const candidates = firstSource.split(',').map((candidate) => candidate.trim().split(' ')[0]);
    return total + Math.max(...candidates.map((url) => fs.statSync(asset(url)).size));
  }, 0);
  const htmlBytes = brotliSize(path.join(dist, htmlFile));
  return { html: htmlBytes, scripts, fonts, images, total: htmlBytes + scripts + fonts + images };
}

export type PageTransfer = ReturnType<typeof pageTransfer>;
