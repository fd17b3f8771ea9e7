// A build compiles each MDX body once: the content check's result stands for the client bundle's
// (mdxPlugin in scripts/vite/content-plugin.ts). That holds only while both compiles make the same
// code, which this compares for every body of the fixture content, against @mdx-js/rollup itself.
import mdx from '@mdx-js/rollup';
import path from 'node:path';
import { expect, it } from 'vitest';
import { bodySource, checkedCode, mdxOptions } from '../../scripts/content/body';
import { checkContent } from '../../scripts/content/check';

const root = path.resolve(import.meta.dirname, '../fixtures/content/valid');

it("compiles every body to the code the build's MDX plugin would make of it", async () => {
  const { content, problems } = checkContent(root, { drafts: true });
  expect(problems).toEqual([]);
  const bodies = [...content.services, ...content.posts];
  expect(bodies.length, 'the fixture has texts').toBeGreaterThan(0);

  // What the bundles' plugin compiles when the check's code is not at hand, as a production build.
  const plugin = mdx(mdxOptions) as unknown as {
    config: (config: object, env: { mode: string; command: string }) => void;
    transform: (code: string, id: string) => Promise<{ code: string } | undefined>;
  };
  plugin.config({}, { mode: 'production', command: 'build' });
  for (const entry of bodies) {
    const source = bodySource(entry.body, entry.bodyLine);
    const compiled = await plugin.transform(source, path.join(root, entry.file));
    expect(checkedCode(source), entry.file).toBe(compiled?.code);
  }
});
