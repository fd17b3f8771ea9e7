// A field's schema by its CMS path ("home.about.strengths"): a collection or single file, then fields.
import type { z } from 'zod';
import { collections, singletons } from '../../collections/schema.ts';
import { unwrapAll } from '../../collections/schema-walk.ts';

type Def = { shape?: Record<string, z.ZodType> };

export function schemaAt(path: string): z.ZodType | undefined {
  const [first, ...names] = path.split('.');
  const root = { ...collections, ...singletons }[first as keyof typeof collections];
  let schema: z.ZodType | undefined = root?.schema;
  for (const name of names) {
    const shape: Record<string, z.ZodType> | undefined = schema && (unwrapAll(schema)._zod.def as Def).shape;
    schema = shape?.[name];
  }
  return schema;
}
