// The CMS's own checks: a list of texts, and the whole file before it is saved, in the schema's words.
// Refused in the browser, then saved once valid, as the CMS hands entries over: tests/e2e/cms-editing.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemWith } from '../../cms/fields/TextList.tsx';
import { frontmatterFormat, yamlFormat, type Data } from '../../cms/format.ts';
import { problemsOnSave } from '../../cms/save-check.ts';
import { checkBody } from '../../collections/body.ts';
import { countProblem, fieldLabel, sentence } from '../../collections/messages.ts';
import { collections } from '../../collections/schema.ts';
import { checkedContent } from '../built/site.ts';
import { validRoot } from '../content/content-root.ts';

const fixture = (file: string) => fs.readFileSync(path.join(validRoot, file), 'utf8');

it('a list of texts in the CMS names the entry that is empty', () => {
  // The fixture's strengths, which the schema accepts, one of them emptied.
  const items = checkedContent(validRoot, false).home.about.strengths.with(2, '  ');
  expect(problemWith('home.about.strengths', 'Strength', items)).toMatch(/^Strength 3 .*is empty/);
});

describe('the check before the CMS saves a file', () => {
  const servicePath = `content/services/${fs.readdirSync(path.join(validRoot, 'content/services')).sort()[0]}`;

  it("refuses a service with a feature missing and a page text the content check refuses, in the check's words", () => {
    const data = frontmatterFormat.fromFile(fixture(servicePath)) as Data & { features: string[] };
    const five = data.features.slice(1);
    const message = collections.services.schema.shape.features.safeParse(five).error!.issues[0].message;
    expect(problemsOnSave(servicePath, { ...data, features: five, body: 'costs <3 lakh' })).toEqual([
      `${fieldLabel(['features'])}: ${sentence(countProblem(five.length, message))}`,
      `Page text: ${sentence(checkBody(servicePath, 'costs <3 lakh', 1)[0].message)}`,
    ]);
  });

  it('refuses what no field of the form checks itself, such as a number out of range', () => {
    const site = yamlFormat.fromFile(fixture('content/site.yaml')) as Data & { contact: { map: Data } };
    site.contact.map.zoom = 30;
    const problems = problemsOnSave('content/site.yaml', site);
    expect(problems).toEqual([expect.stringMatching(`^${fieldLabel(['contact', 'map', 'zoom'])}: `)]);
  });
});
