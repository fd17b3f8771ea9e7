// The CMS's own checks of a list of texts: the schema's sentence, worded as check:content words it.
import { describe, expect, it } from 'vitest';
import { problemWith } from '../../src/admin/fields/TextList';
import { schemaAt } from '../../src/admin/fields/schema-at';
import { countProblem, sentence } from '../../src/content/messages';
import { collections, singletons } from '../../src/content/schema';

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
  it('finds each field by the path the configuration gives it', () => {
    expect(schemaAt('services.features')).toBe(collections.services.schema.shape.features);
    expect(schemaAt('home.about.strengths')).toBe(singletons.home.schema.shape.about.shape.strengths);
    expect(schemaAt('services.nothing')).toBeUndefined();
  });

  it('says nothing about a list the schema accepts', () => {
    expect(problemWith('services.features', 'Feature', validList('services.features'))).toBeUndefined();
  });

  it('words a missing entry as the content check does, from the schema', () => {
    const short = validList('services.features').slice(1);
    const message = collections.services.schema.shape.features.safeParse(short).error!.issues[0].message;
    expect(problemWith('services.features', 'Feature', short)).toBe(
      sentence(countProblem(short.length, message)),
    );
  });

  it('names the entry that is empty', () => {
    const items = validList('home.about.strengths');
    items[2] = '  ';
    const message = problemWith('home.about.strengths', 'Strength', items);
    expect(message).toMatch(/^Strength 3 /);
    expect(message).toContain('is empty');
  });
});
