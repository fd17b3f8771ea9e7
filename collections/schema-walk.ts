// Walking the content schema the way its readers need (the CMS configuration, the CMS's own checks).
import { z } from 'zod';

export function unwrapOnce(schema: z.ZodType): { inner: z.ZodType; optional: boolean } | undefined {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault')
    return { inner: def.innerType!, optional: true };
  if (def.type === 'nullable' || def.type === 'readonly' || def.type === 'catch')
    return { inner: def.innerType!, optional: false };
  if (def.type === 'pipe') return { inner: def.in!, optional: false };
  return undefined;
}

export function unwrapAll(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (let step = unwrapOnce(inner); step; step = unwrapOnce(inner)) inner = step.inner;
  return inner;
}

// What the field lists (collections/guide.ts) and the CMS configuration read of z.toJSONSchema's output.
export interface JsonSchema {
  type?: string;
  description?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
