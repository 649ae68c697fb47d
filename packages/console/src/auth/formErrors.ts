/** Turns a schema failure into one message per field, the first the schema reports. */

/** The part of a zod error the forms read (kept structural: zod is the contract's dependency, not ours). */
export interface SchemaFailure {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function fieldErrors<K extends string>(error: SchemaFailure): FieldErrors<K> {
  const out: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (out[field] === undefined) out[field] = issue.message;
  }
  return out as FieldErrors<K>;
}

/** Every distinct message of a failure, in the order the schema reports them. */
export function distinctMessages(error: SchemaFailure): string[] {
  return [...new Set(error.issues.map((issue) => issue.message))];
}
