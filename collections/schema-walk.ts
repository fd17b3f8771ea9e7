// Walking the content schema the way its readers need (the content check's messages, the CMS configuration, the CMS's own checks).
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

// The schema of the field at `keys` ("footer", "services", 0, "service"), as written: wrappers kept.
export function fieldSchema(schema: z.ZodType, keys: (string | number)[]): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const key of keys) {
    const inner: z.ZodType | undefined = node && unwrapAll(node);
    if (inner instanceof z.ZodObject && typeof key === 'string') node = inner.shape[key];
    else if (inner instanceof z.ZodArray) node = inner.element as z.ZodType;
    else return undefined;
  }
  return node;
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
