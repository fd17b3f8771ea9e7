// scripts/run.mjs, which every npm script runs our TypeScript with: each file keeps its own location,
// a package import works, an edit runs at once, an error names the TypeScript file and line, and a
// script started --alongside another runs beside it at a lower priority.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../content/site-copy';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'run-script-'));
// The scripts' names, and so the names of the folders run.mjs writes their bundles to, which go too.
const prefix = 'run-script-test-';
const bundles = path.join(repoRoot, 'node_modules/.cache/run');
afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
  for (const name of fs.readdirSync(bundles))
    if (name.startsWith(prefix)) fs.rmSync(path.join(bundles, name), { recursive: true, force: true });
});

// A script of the test's, or (with a folder in its name) a file it imports.
function write(name: string, text: string): string {
  const file = path.join(folder, name.includes('/') ? name : `${prefix}${name}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

const run = (file: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run.mjs', file, ...args], { cwd: repoRoot, encoding: 'utf8' });

// A file of ours in a folder of its own, with TypeScript's syntax, telling where it is.
write(
  'lib/where.ts',
  `interface Place {
  url: string;
  dirname: string;
  filename: string;
}
export const where = (): Place => ({
  url: import.meta.url,
  dirname: import.meta.dirname,
  filename: import.meta.filename,
});
`,
);

describe('scripts/run.mjs', () => {
  it('runs a script that imports our files and a package, each file knowing its own place', () => {
    const script = write(
      'main.ts',
      `import { stringify } from 'yaml';
import { where } from './lib/where';

const own = { url: import.meta.url, dirname: import.meta.dirname, filename: import.meta.filename };
console.log(JSON.stringify({ own, imported: where(), argv: process.argv.slice(1), yaml: stringify({ a: 1 }) }));
`,
    );
    const result = run(script, '--flag', 'value');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const printed = JSON.parse(result.stdout);
    const placeOf = (file: string) => ({
      url: pathToFileURL(file).href,
      dirname: path.dirname(file),
      filename: file,
    });
    expect(printed.own).toEqual(placeOf(script));
    expect(printed.imported).toEqual(placeOf(path.join(folder, 'lib/where.ts')));
    expect(printed.argv).toEqual([script, '--flag', 'value']);
    expect(printed.yaml).toBe('a: 1\n');
  });

  it('gives a script the packages it bundles once, each with the names Node finds in it', () => {
    // yaml is CommonJS under Node, MDX's compiler an ES module; both are in run.mjs's vendored list.
    const script = write(
      'vendored.ts',
      `import * as yaml from 'yaml';
import * as mdx from '@mdx-js/mdx';

// A specifier in a variable stays Node's: the package as node_modules has it.
const fromNode = async (name: string) => Object.keys(await import(name)).sort();
console.log(
  JSON.stringify({
    yaml: Object.keys(yaml).sort(),
    mdx: Object.keys(mdx).sort(),
    yamlFromNode: await fromNode('yaml'),
    mdxFromNode: await fromNode('@mdx-js/mdx'),
    same: yaml.parse(yaml.stringify({ a: [1, 'two'] })),
    compiled: String(await mdx.compile('# Hi')).includes('Hi'),
  }),
);
`,
    );
    const result = run(script);
    expect(result.stderr).toBe('');
    const printed = JSON.parse(result.stdout);
    expect(printed.yaml).toEqual(printed.yamlFromNode);
    expect(printed.mdx).toEqual(printed.mdxFromNode);
    expect(printed.yaml).toContain('parseDocument');
    expect(printed.same).toEqual({ a: [1, 'two'] });
    expect(printed.compiled).toBe(true);
    // The script's bundle imports them from the vendor folder, not from node_modules.
    const bundle = fs
      .readdirSync(bundles)
      .filter((name) => name.startsWith(`${prefix}vendored-`))
      .map((name) => fs.readFileSync(path.join(bundles, name, `${prefix}vendored.mjs`), 'utf8'));
    expect(bundle).toHaveLength(1);
    expect(bundle[0]).toMatch(/from "file:[^"]*\/vendor-[0-9a-f]+\/yaml\.mjs"/);
    expect(bundle[0]).not.toMatch(/from "yaml"/);
  });

  it('runs the code as it is now after an edit', () => {
    const script = write('edited.ts', `console.log('first');\n`);
    expect(run(script).stdout).toBe('first\n');
    write('edited.ts', `console.log('second');\n`);
    expect(run(script).stdout).toBe('second\n');
  });

  it('names the TypeScript file and line where an error was thrown, and exits with 1', () => {
    const script = write(
      'fails.ts',
      `const count: number = 2;

function fail(reason: string): never {
  throw new Error(reason);
}
fail(\`broken after \${count} steps\`);
`,
    );
    const result = run(script);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Error: broken after 2 steps');
    expect(result.stderr).toContain(`at fail (${script}:4:9)`);
  });

  it("names the file and line of a syntax error, without the runner's own stack", () => {
    const script = write('unparsable.ts', `const ready: boolean = true;\nconst count: number = ;\n`);
    const result = run(script);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/unparsable\.ts:2:\d+/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe('');
  });

  it('refuses import.meta.resolve of a relative path, which would resolve from the bundle', () => {
    const script = write('resolves.ts', `console.log(import.meta.resolve('./lib/where.ts'));\n`);
    const result = run(script);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('import.meta.resolve of a relative path');
    expect(result.stdout).toBe('');
  });
});
