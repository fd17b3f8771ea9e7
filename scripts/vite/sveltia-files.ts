// Sveltia CMS for the /admin/ page, as its publisher built it. npm ships it bundled and minified
// (npm/index.js, 2 MB, with its chunks and assets beside it), so its files are copied as they are.
// Only the imports a browser cannot follow change:
// - its libraries, which it imports by package name, are bundled here by rolldown, a file each;
// - Shiki's ~300 language grammars become one empty list (src/admin/no-highlighting.ts);
// - its locales, which it imports as JSON, are written as modules that export the same data.
// Bundling the whole module again with rolldown took the CMS's build 0.6 s more of CPU
// (docs/performance-log.md). An import the copy cannot follow stops the build rather than ship a
// broken page.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { init, parse } from 'es-module-lexer';
import { build as rolldown } from 'rolldown';
import { hashOf } from '../lib/build-cache.ts';

export const sveltiaPackage = '@sveltia/cms';

// Sveltia CMS's code highlighting, one chunk per language; see src/admin/no-highlighting.ts.
export const highlighting = /^@shikijs\/langs\/.+$/;
export const noHighlighting = path.resolve(import.meta.dirname, '../../src/admin/no-highlighting.ts');

// One import a file makes: where its specifier sits in the source, and what it names.
interface Specifier {
  start: number;
  end: number;
  name: string;
  quoted: boolean; // a dynamic import's specifier range includes its quotes
}

// The imports of an ES module that name a file by a string; import.meta and computed names skipped.
export async function specifiersOf(source: string, file: string): Promise<Specifier[]> {
  await init;
  const [imports] = parse(source, file);
  return imports.flatMap((found) => {
    if (found.n === undefined || found.d === -2) return [];
    if (found.a !== -1)
      throw new Error(`${file} imports ${found.n} with attributes, which the copy does not handle`);
    return [{ start: found.s, end: found.e, name: found.n, quoted: found.d > -1 }];
  });
}

// The source with each specifier replaced by what `to` returns for its name (unchanged: undefined).
export function rewriteSpecifiers(
  source: string,
  specifiers: readonly Specifier[],
  to: (name: string) => string | undefined,
): string {
  // Pieces joined once: replacing in place would copy the 2 MB module for each of its 280 imports.
  const pieces: string[] = [];
  let copied = 0;
  for (const { start, end, name, quoted } of [...specifiers].sort((a, b) => a.start - b.start)) {
    const replacement = to(name);
    if (replacement === undefined) continue;
    pieces.push(source.slice(copied, start), quoted ? JSON.stringify(replacement) : replacement);
    copied = end;
  }
  pieces.push(source.slice(copied));
  return pieces.join('');
}

const isRelative = (name: string) => name.startsWith('./') || name.startsWith('../');
const short = (text: string | Buffer) => hashOf(text).slice(0, 8);
// The publisher's source maps are not copied, so nothing points at them.
const withoutSourceMap = (code: string) => code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');

// Writes the CMS into `dir` and returns its entry module's path, relative to `dir`.
export async function copySveltia(dir: string): Promise<string> {
  const entryFile = createRequire(import.meta.url).resolve(sveltiaPackage);
  const published = path.dirname(entryFile);
  const entry = path.basename(entryFile);
  const files = (await fs.readdir(published, { recursive: true, withFileTypes: true }))
    .filter((found) => found.isFile() && !found.name.endsWith('.map'))
    .map((found) => path.relative(published, path.join(found.parentPath, found.name)));
  const modules = new Map<string, { source: string; specifiers: Specifier[] }>();
  for (const file of files.filter((each) => each.endsWith('.js'))) {
    const source = await fs.readFile(path.join(published, file), 'utf8');
    modules.set(file, { source, specifiers: await specifiersOf(source, file) });
  }

  // What each import names, as a key: a library's name (all grammars one), or a file's path in the
  // package. `placed` then says where each key's file is written, relative to `dir`.
  const keyOf = (file: string, name: string) =>
    isRelative(name) ? path.join(path.dirname(file), name) : highlighting.test(name) ? noHighlighting : name;
  const libraries = new Set<string>();
  const locales = new Set<string>();
  for (const [file, { specifiers }] of modules)
    for (const { name } of specifiers) {
      const key = keyOf(file, name);
      if (!isRelative(name)) libraries.add(key);
      else if (name.endsWith('.json')) locales.add(key);
      // The entry is renamed when it is written, and the files it imports keep their names.
      else if (!modules.has(key) || key === entry)
        throw new Error(`${file} imports ${name}, which the copy cannot follow`);
    }
  const placed = new Map<string, string>();

  const entryName = (library: string) =>
    library === noHighlighting ? 'no-highlighting' : library.replace(/^@/, '').replace(/\W+/g, '-');
  const input = Object.fromEntries([...libraries].map((library) => [entryName(library), library]));
  if (Object.keys(input).length !== libraries.size)
    throw new Error(`Two of Sveltia CMS's libraries share a name here: ${[...libraries].join(', ')}`);
  const { output } = await rolldown({
    input,
    cwd: published,
    logLevel: 'warn',
    output: {
      dir: path.join(dir, 'libraries'),
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: '[name]-[hash].js',
      // Whitespace goes, as from our own code; their publishers minify these libraries already.
      minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
    },
  });
  for (const library of libraries) {
    const name = entryName(library);
    const chunk = output.find((file) => file.type === 'chunk' && file.isEntry && file.name === name)!;
    placed.set(library, `libraries/${chunk.fileName}`);
  }

  await fs.mkdir(path.join(dir, 'locales'), { recursive: true });
  for (const locale of locales) {
    const data = JSON.parse(await fs.readFile(path.join(published, locale), 'utf8')) as unknown;
    // JSON.parse, as a JSON module would: a key such as __proto__ stays a key, as in the file.
    const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});\n`;
    const written = `locales/${path.basename(locale, '.json')}-${short(code)}.js`;
    await fs.writeFile(path.join(dir, written), code);
    placed.set(locale, written);
  }

  // The entry's name gets a hash of its code; its chunks' and assets' names carry the publisher's.
  let entryWritten = '';
  for (const file of files) {
    await fs.mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    const module = modules.get(file);
    if (!module) {
      await fs.copyFile(path.join(published, file), path.join(dir, file));
      continue;
    }
    const code = withoutSourceMap(
      rewriteSpecifiers(module.source, module.specifiers, (name) => {
        const target = placed.get(keyOf(file, name));
        if (target === undefined) return undefined;
        const relative = path.relative(path.dirname(file), target);
        return relative.startsWith('.') ? relative : `./${relative}`;
      }),
    );
    const written = file === entry ? `sveltia-${short(code)}.js` : file;
    if (file === entry) entryWritten = written;
    await fs.writeFile(path.join(dir, written), code);
  }
  return entryWritten;
}
