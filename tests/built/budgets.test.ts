// The byte budgets of the landing page, read from the build that `npm test` has just made (dist/).
import { describe, expect, it } from 'vitest';
import {
  budgets,
  chunkImports,
  chunkName,
  kib,
  pageScripts,
  pageTransfer,
  type Chunk,
} from '../../builder/page-weight.ts';
import { builtSite } from './site.ts';

const { dir: dist, read, files } = builtSite('dist');

// Every chunk with its size, largest first, so that a failure says which one grew.
const describeChunks = (chunks: Chunk[]) =>
  chunks
    .toSorted((a, b) => b.gzip - a.gzip)
    .map((chunk) => `${chunk.name} ${kib(chunk.gzip)}`)
    .join(', ');

describe('the landing page of the build', () => {
  const scripts = pageScripts(dist);

  it('loads at most 110 KiB of gzipped JavaScript before it is interactive, and 130 KiB in all, lazy parts included', () => {
    expect(
      scripts.initialBytes,
      `${kib(scripts.initialBytes)} before interactive: ${describeChunks(scripts.initial)}`,
    ).toBeLessThanOrEqual(budgets.initialScript);
    const all = [...scripts.initial, ...scripts.lazy];
    expect(scripts.allBytes, `${kib(scripts.allBytes)} in all: ${describeChunks(all)}`).toBeLessThanOrEqual(
      budgets.allScript,
    );
  });

  it('fetches the app together with React, though it starts a task later', () => {
    const boot = scripts.initial.find((chunk) => chunk.name === 'boot');
    expect(boot, 'the HTML loads the boot chunk').toBeDefined();
    const react = chunkImports(dist, boot!.file).dynamics.find(
      (dynamic) => chunkName(dynamic.file) === 'libraries',
    );
    expect(react, 'boot imports the libraries chunk').toBeDefined();
    expect(react!.with.map(chunkName)).toContain('app');
  });

  it('transfers at most 300 KiB on its first view, fonts and images included', () => {
    const transfer = pageTransfer(dist);
    const parts = `HTML ${kib(transfer.html)}, JavaScript ${kib(transfer.scripts)}, fonts ${kib(transfer.fonts)}, images ${kib(transfer.images)}`;
    expect(transfer.total, `${kib(transfer.total)}: ${parts}`).toBeLessThanOrEqual(budgets.transfer);
  });

  it('asks no other origin for anything while it loads (no font CDN, no analytics, no map)', () => {
    const tags = read('index.html').match(/<(?:script|link|img|source|iframe|video|audio)\b[^>]*>/g) ?? [];
    // A canonical or alternate link names an address; the browser fetches nothing from it.
    const fetching = tags.filter((tag) => !/\brel="(canonical|alternate)"/.test(tag));
    const foreign = fetching.filter((tag) => /\b(?:src|href|srcset)="(?:https?:)?\/\//.test(tag));
    expect(foreign).toEqual([]);
  });

  // React Router's package names its development build in every mode (vite.config.ts). The warning must
  // show in the preview (built with NODE_ENV=development), so that a rewording cannot make this pass.
  it("ships React Router's production build, without its development warnings", () => {
    const warning = 'No routes matched location';
    const preview = builtSite('dist-subpath');
    expect(preview.files('.js').some((file) => preview.read(file).includes(warning))).toBe(true);
    expect(files('.js').filter((file) => read(file).includes(warning))).toEqual([]);
  });
});
