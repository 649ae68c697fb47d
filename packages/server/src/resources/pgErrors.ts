/** What PostgreSQL's errors name, as node-postgres and PGlite both carry it. */

/** The unique index a unique violation names (node-postgres and PGlite both carry it). */
export function violatedConstraint(err: unknown): string | undefined {
  const own = (err as { constraint?: unknown } | null)?.constraint;
  const cause = (err as { cause?: { constraint?: unknown } } | null)?.cause?.constraint;
  const name = typeof own === 'string' ? own : cause;
  return typeof name === 'string' ? name : undefined;
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code ?? (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
