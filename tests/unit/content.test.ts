// What content/ must hold beyond what the content check refuses (`npm run check:content`, the gate's
// first step, refuses nothing in content/ today).
import { expect, it } from 'vitest';
import { checkContent } from '../../collections/check.ts';
import { repoRoot } from '../content/site-copy.ts';

const { services } = checkContent(repoRoot, { drafts: true }).content;

it('the content in content/ lists six different features for every service', () => {
  for (const service of services) expect(new Set(service.data.features).size, service.file).toBe(6);
});
