// What the ledger's SQL functions answer, as the server reads it: a credit_holds row as a Hold, and their
// error codes (migrations 0004 and 0025) as the errors users read.
import { AppError } from '../http/app-error';

export interface Hold {
  id: string;
  userId: string;
  amount: number;
  status: 'held' | 'settled' | 'released' | 'expired';
  charged: number;
}

/** A credit_holds row as the functions return it (snake_case; bigint may come as a string). */
export function holdFromRow(row: unknown): Hold {
  const hold = row as Record<string, unknown> | undefined;
  if (!hold?.id) throw new Error('ledger function returned no hold');
  return {
    id: String(hold.id),
    userId: String(hold.user_id),
    amount: Number(hold.amount),
    status: hold.status as Hold['status'],
    charged: Number(hold.charged),
  };
}

const LEDGER_ERRORS = {
  AT001: 'INSUFFICIENT_CREDITS',
  AT002: 'IDEMPOTENCY_CONFLICT',
  AT003: 'HOLD_CLOSED',
  AT004: 'NOT_FOUND',
  AT005: 'MODEL_LOCKED',
} as const;

/** The error users read for a ledger function's code; undefined when `code` is not one of them. */
export function ledgerError(code: string | undefined): AppError | undefined {
  return code && code in LEDGER_ERRORS
    ? new AppError(LEDGER_ERRORS[code as keyof typeof LEDGER_ERRORS])
    : undefined;
}
