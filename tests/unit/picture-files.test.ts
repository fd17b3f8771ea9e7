// The pictures in Vite (scripts/vite/picture-files.ts), on a picture made for the test. The dev
// server: each address the content's modules name answers the variant it names, under the site's
// base; a picture saved again gets new addresses; any other address is left to the next handler. A
// build: the bundles name each variant's file under the base without encoding it, the client bundle
// lists those files, and the build writes each in its format and width.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Connect, ResolvedConfig, Rollup, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPicture, typeOf, variantFile, variantsOf } from '../../scripts/content/pictures';
import {
  pictureFiles,
  picturesList,
  writePictureFiles,
  type PicturesList,
} from '../../scripts/vite/picture-files';
import { readPicture } from '../picture-metadata';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-files-'));
const picture = path.join(root, 'content/images/blog/wide-picture.png');
const base = '/pr-preview/pr-3/';
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

// A picture outside content/images/, which no address may reach.
const outside = path.join(root, 'outside.png');
const draw = (width: number, file = picture) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .png()
    .toFile(file);
beforeAll(async () => {
  fs.mkdirSync(path.dirname(picture), { recursive: true });
  await draw(1000);
  await draw(480, outside);
});

type Answer = { status: number; type: string; body: Buffer } | 'passed on';

// The dev server's side of pictureFiles: the addresses its modules name, and its handler's answers.
function devServer() {
  const files = pictureFiles({ root, base, command: 'serve' } as ResolvedConfig);
  let handler: Connect.NextHandleFunction | undefined;
  files.serve({ middlewares: { use: (added: typeof handler) => (handler = added) } } as ViteDevServer);
  const ask = (url: string) =>
    new Promise<Answer>((resolve, reject) => {
      let status = 0;
      let type = '';
      const response = {
        writeHead(code: number, headers: Record<string, string>) {
          status = code;
          type = headers['Content-Type'];
          return response;
        },
        end: (body: Buffer) => resolve({ status, type, body }),
      };
      handler!({ url } as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) =>
        error ? reject(error as Error) : resolve('passed on'),
      );
    });
  return { addressesOf: files.addresses, ask };
}

describe("the dev server's pictures", () => {
  it('answers each address a module names with its variant, in its format and width', async () => {
    const { addressesOf, ask } = devServer();
    const plan = await planPicture(picture);
    const addresses = await addressesOf(plan);
    const variants = variantsOf(plan);
    expect(addresses).toHaveLength(variants.length);
    for (const [index, variant] of variants.entries()) {
      expect(addresses[index].startsWith(`${base}@pictures/`)).toBe(true);
      const answer = await ask(addresses[index]);
      if (answer === 'passed on') throw new Error(`${addresses[index]} was not answered`);
      expect(answer).toMatchObject({ status: 200, type: typeOf(variant) });
      const { format, width } = await readPicture(answer.body);
      expect({ format, width }).toEqual({ format: variant.format, width: variant.width });
    }
  });

  it('names new addresses once the picture is saved again, and answers them with the new picture', async () => {
    const { addressesOf, ask } = devServer();
    const before = await addressesOf(await planPicture(picture));
    await draw(600);
    // Saved a moment later, however quickly the test runs.
    fs.utimesSync(picture, new Date(), new Date(Date.now() + 5_000));
    const plan = await planPicture(picture);
    const after = await addressesOf(plan);
    expect(after.some((address) => before.includes(address))).toBe(false);
    const answer = await ask(after[0]);
    if (answer === 'passed on') throw new Error(`${after[0]} was not answered`);
    expect((await readPicture(answer.body)).width).toBe(variantsOf(plan)[0].width);
  });

  it('passes on any other address', async () => {
    const { addressesOf, ask } = devServer();
    const [first] = await addressesOf(await planPicture(picture));
    const elsewhere = [
      // A width the picture has no variant in, and a format it has none in.
      first.replace(/\/avif\/\d+\//, '/avif/123/'),
      first.replace('/avif/', '/gif/'),
      // A picture that is not there, a file outside content/images/, an address that does not decode.
      first.replace('wide-picture', 'missing'),
      `${base}@pictures/avif/480/images/../../${path.basename(outside)}`,
      `${base}@pictures/avif/480/images/%E0%A4%A.png`,
      // Outside the base.
      first.replace(base, '/'),
    ];
    for (const address of elsewhere) expect(await ask(address), address).toBe('passed on');
  });
});

describe("a build's pictures", () => {
  // The client bundle's side of pictureFiles (or the server bundle's), and the list it emits.
  function bundle(ssr: string | false = false) {
    const files = pictureFiles({
      root,
      base,
      command: 'build',
      build: { assetsDir: 'assets', ssr },
    } as ResolvedConfig);
    const emitted: { fileName: string; source: string }[] = [];
    const context = { emitFile: (file: (typeof emitted)[number]) => emitted.push(file) };
    const emitList = () => {
      files.emitList(context as unknown as Rollup.PluginContext);
      return emitted.map(({ fileName, source }) => [fileName, JSON.parse(source) as PicturesList] as const);
    };
    return { addressesOf: files.addresses, emitList };
  }

  it('names each file under the base at once, and the build writes it in its format and width', async () => {
    const client = bundle();
    const plan = await planPicture(picture);
    const addresses = client.addressesOf(plan);
    expect(addresses).toEqual(
      variantsOf(plan).map((variant) => `${base}assets/${variantFile(plan, variant)}`),
    );

    const [[fileName, list]] = client.emitList();
    expect(fileName).toBe(picturesList);
    expect(Object.keys(list).sort()).toEqual(addresses.map((address) => address.slice(base.length)).sort());

    const clientDir = fs.mkdtempSync(path.join(root, 'client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, picturesList), JSON.stringify(list));
    await writePictureFiles(root, clientDir);
    for (const [index, variant] of variantsOf(plan).entries()) {
      const bytes = fs.readFileSync(path.join(clientDir, addresses[index].slice(base.length)));
      const { format, width } = await readPicture(bytes);
      expect({ format, width }).toEqual({ format: variant.format, width: variant.width });
    }
    // The list itself is not published.
    expect(fs.existsSync(path.join(clientDir, picturesList))).toBe(false);
  });

  it('gives the server bundle the same addresses, and no list', async () => {
    const plan = await planPicture(picture);
    const server = bundle('src/entry-server.tsx');
    expect(server.addressesOf(plan)).toEqual(bundle().addressesOf(plan));
    expect(server.emitList()).toEqual([]);
  });
});
