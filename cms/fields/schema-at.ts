// A field's schema by its CMS path ("home.about.strengths"): a collection or single file, then fields.
import type { z } from 'zod';
import { collections, singletons } from '../../collections/schema.ts';
import { fieldSchema } from '../../collections/schema-walk.ts';

export function schemaAt(path: string): z.ZodType | undefined {
  const [first, ...names] = path.split('.');
  const root = { ...collections, ...singletons }[first as keyof typeof collections];
  return root && fieldSchema(root.schema, names);
}
