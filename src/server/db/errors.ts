// Postgres errors by what they mean, as both drivers (node-postgres and PGlite) report them through drizzle:
// the SQLSTATE code on the error or on its cause.
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

/** The SQLSTATE of a database error, or undefined. */
export function sqlState(error: unknown): unknown {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return candidate?.cause?.code ?? candidate?.code;
}

/** A row with the same unique key exists already (the same request arriving twice at once). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === UNIQUE_VIOLATION;

/** A row named by a reference was removed meanwhile (an item unpublished while someone liked it). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  sqlState(error) === FOREIGN_KEY_VIOLATION;

/** The driver's error: drizzle wraps it as the cause of its own. */
function driverError(error: unknown): { constraint?: unknown; table?: unknown; routine?: unknown } {
  return ((error as { cause?: unknown } | undefined)?.cause ?? error ?? {}) as object;
}

const broke =
  (state: string) =>
  (error: unknown, constraint: string): boolean =>
    sqlState(error) === state && driverError(error).constraint === constraint;

/** A row broke the named check constraint. */
export const brokeCheck = broke(CHECK_VIOLATION);

/** A row broke the named unique constraint or index. */
export const brokeUnique = broke(UNIQUE_VIOLATION);

/** A ledger function refused (their SQLSTATE class AT, migration 0004: too few credits, a closed hold...). */
export function isLedgerRefusal(error: unknown): boolean {
  const state = sqlState(error);
  return typeof state === 'string' && state.startsWith('AT');
}

/**
 * The database refused the data itself (class 22, a data exception: text it cannot store, a number out of
 * range, a malformed value; class 23, a broken constraint): what a request sent was wrong, not the server.
 */
export function isDataError(error: unknown): boolean {
  const state = sqlState(error);
  return typeof state === 'string' && /^2[23][0-9A-Z]{3}$/.test(state);
}

/**
 * What may be logged of a database error: its SQLSTATE and the constraint, never the statement's
 * parameters (they hold what users sent) nor the statement (drizzle puts both in its message).
 */
export function databaseErrorSummary(error: unknown): Record<string, unknown> | undefined {
  const state = sqlState(error);
  if (typeof state !== 'string' || !/^[0-9A-Z]{5}$/.test(state)) return undefined;
  const cause = driverError(error);
  return {
    sqlState: state,
    constraint: cause.constraint,
    table: cause.table,
    routine: cause.routine,
  };
}
