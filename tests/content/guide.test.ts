import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endMarker, fieldLists, guideFile, startMarker, updatedGuide } from '../../collections/guide.ts';
import { collections, singletons } from '../../collections/schema.ts';

const guide = fs.readFileSync(guideFile, 'utf8');

describe("the editors' guide, content/README.md", () => {
  it('has the field lists the schema generates, and is found out of date without one (run npm run docs:content after changing the schema)', async () => {
    expect(await updatedGuide(guide)).toBe(guide);
    const stale = guide.replace(/^- `excerpt`.*\n/m, '');
    expect(stale).not.toBe(guide);
    expect(await updatedGuide(stale)).not.toBe(stale);
  });

  it('lists every field of every kind of file', () => {
    const lists = guide.slice(guide.indexOf(startMarker), guide.indexOf(endMarker));
    for (const { schema } of [...Object.values(collections), ...Object.values(singletons)])
      for (const field of Object.keys(schema.shape)) expect(lists).toContain(`- \`${field}\``);
    expect(fieldLists()).toContain('- `features`: ');
  });

  it('names where each kind of content lives and the commands editors use', () => {
    for (const place of ['site.yaml', 'home.yaml', 'services/', 'blog/', 'images/'])
      expect(guide).toContain(`content/${place}`);
    for (const text of ['npm run check:content', 'draft: true']) expect(guide).toContain(text);
    expect(guide).toMatch(/npm run new -- service "[^"]+"/);
    expect(guide).toMatch(/npm run new -- post "[^"]+"/);
  });
});
