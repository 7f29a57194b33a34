/** PostgreSQL unique violation (23505), whether raised by pg or wrapped by drizzle. */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return { constraint: typeof e.constraint === 'string' ? e.constraint : '' };
  }
  return null;
}

export const isUniqueViolation = (err: unknown): boolean => uniqueViolation(err) !== null;
