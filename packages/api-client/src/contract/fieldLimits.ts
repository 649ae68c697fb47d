/**
 * A text field's longest value as a form's schema allows it, so a form says "up to 100 characters" from the same
 * rule that refuses 101, never from a number copied beside it.
 */
import { z } from 'zod';

/** The schema inside wrappers that do not change the text's rules (optional, nullable, default, transforms, pipes). */
function inner(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 16; depth++) {
    if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
    else return current;
  }
  return current;
}

/**
 * The most characters `field` of an object schema takes (its `.max()`), or undefined when the schema sets none.
 * A union (a text or nothing) answers its longest option.
 */
export function maxLengthOf(schema: z.ZodType, field: string): number | undefined {
  const object = inner(schema);
  if (!(object instanceof z.ZodObject)) return undefined;
  const shape = object.shape as Record<string, z.ZodType | undefined>;
  const fieldSchema = shape[field];
  return fieldSchema ? textMax(fieldSchema) : undefined;
}

function textMax(schema: z.ZodType): number | undefined {
  const text = inner(schema);
  if (text instanceof z.ZodString) return text.maxLength ?? undefined;
  if (text instanceof z.ZodUnion) {
    const limits = (text.options as z.ZodType[]).map(textMax).filter((n): n is number => n !== undefined);
    return limits.length > 0 ? Math.max(...limits) : undefined;
  }
  return undefined;
}
