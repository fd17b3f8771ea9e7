// Walking the content schema the way its readers need (the content check's messages, the CMS configuration, the CMS's own checks).
import { z } from 'zod';

// The schema inside its wrappers: optional(), default(), nullable(), readonly(), catch(), a pipe's input.
export function unwrapAll(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  return inner ? unwrapAll(inner) : schema;
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
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
