// Postgres errors by what they mean, as both drivers (node-postgres and PGlite) report them through drizzle:
// the SQLSTATE code on the error or on its cause.
const UNIQUE_VIOLATION = '23505';

function sqlState(error: unknown): unknown {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return candidate?.cause?.code ?? candidate?.code;
}

/** A row with the same unique key exists already (the same request arriving twice at once). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === UNIQUE_VIOLATION;
