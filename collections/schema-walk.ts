// Walking the content schema the way its readers need (the CMS configuration, the CMS's own checks).
import type { z } from 'zod';

export function unwrapOnce(schema: z.ZodType): { inner: z.ZodType; optional: boolean } | undefined {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault')
    return { inner: def.innerType!, optional: true };
  if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch')
    return { inner: def.innerType!, optional: false };
  if (def.type === 'pipe') return { inner: def.in!, optional: false };
  return undefined;
}
