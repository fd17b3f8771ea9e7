// The CMS's own checks: a list of texts, and the whole file before it is saved, in the schema's words.
// A list short of an entry, refused in the browser and saved once complete: tests/e2e/cms-editing.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemWith } from '../../cms/fields/TextList.tsx';
import { frontmatterFormat, yamlFormat, type Data } from '../../cms/format.ts';
import { problemsOnSave } from '../../cms/save-check.ts';
import { schemaAt } from '../../cms/fields/schema-at.ts';
import { countProblem, fieldLabel, sentence } from '../../collections/messages.ts';
import { collections } from '../../collections/schema.ts';

// A list the schema accepts, read from the schema itself: as many entries as it asks for.
const validList = (path: string) => {
  const schema = schemaAt(path)!;
  for (let count = 1; count < 50; count++) {
    const items = Array.from({ length: count }, (_, index) => `Entry ${index + 1}`);
    if (schema.safeParse(items).success) return items;
  }
  throw new Error(`no list of texts fits ${path}`);
};

describe('a list of texts in the CMS', () => {
  it('names the entry that is empty', () => {
    const items = validList('home.about.strengths');
    items[2] = '  ';
    const message = problemWith('home.about.strengths', 'Strength', items);
    expect(message).toMatch(/^Strength 3 /);
    expect(message).toContain('is empty');
  });
});

describe('the check before the CMS saves a file', () => {
  const valid = path.join(import.meta.dirname, '../fixtures/content/valid');
  const fixture = (file: string) => fs.readFileSync(path.join(valid, file), 'utf8');
  const servicePath = `content/services/${fs.readdirSync(path.join(valid, 'content/services')).sort()[0]}`;

  it('lets a valid entry through, as the CMS hands it over (untouched switches, root-relative pictures)', () => {
    const data = frontmatterFormat.fromFile(fixture(servicePath));
    expect(problemsOnSave(servicePath, { ...data, draft: false })).toEqual([]);
    const post = frontmatterFormat.fromFile(fixture('content/blog/why-fast-websites-win.mdx'));
    expect(problemsOnSave('content/blog/x.mdx', { ...post, image: `/${post.image}` })).toEqual([]);
  });

  it("refuses a service with a feature missing, in the schema's words", () => {
    const data = frontmatterFormat.fromFile(fixture(servicePath)) as Data & { features: string[] };
    const five = data.features.slice(1);
    const message = collections.services.schema.shape.features.safeParse(five).error!.issues[0].message;
    expect(problemsOnSave(servicePath, { ...data, features: five })).toEqual([
      `${fieldLabel(['features'])}: ${sentence(countProblem(five.length, message))}`,
    ]);
  });

  it('refuses what no field of the form checks itself, such as a number out of range', () => {
    const site = yamlFormat.fromFile(fixture('content/site.yaml')) as Data & {
      contact: { map: { zoom: number } };
    };
    site.contact.map.zoom = 30;
    const problems = problemsOnSave('content/site.yaml', site);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${fieldLabel(['contact', 'map', 'zoom'])}: `));
  });
});
