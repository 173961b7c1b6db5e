// The expense log's queries: every movement of one user's credits as one row, with the balance after it.
// The ledger keeps each fact once, in the table that owns it, so a movement is read from there: a grant from
// credit_grants, a charge (and an admin's deduction) from credit_charges, held and given-back credits from
// credit_holds, and credits that ended from their `expire` entries. Together they add up to the entries'
// sum, which is the lots' remaining: the newest row's balance is the spendable balance (a lot past its end
// counts until the sweeper ends it, within a minute). Every part names the owner, so a user reads only
// their own rows, and the details (the task behind a hold…) are joined through those rows only.
import { sql } from 'drizzle-orm';
import type { Bucket } from '@shared/billing/credits';
import type { Database } from '../../db/client';

export type MoveKind = 'grant' | 'charge' | 'reserve' | 'refund' | 'expire' | 'deduct';

/** One row of the log as the database answers it, before it is worded for the contract. */
export interface MoveRow {
  kind: MoveKind;
  id: string;
  at: Date;
  amount: number;
  balance: number;
  /** A grant's source and reason, its bucket and end. */
  source: string | null;
  reason: string | null;
  bucket: Bucket | null;
  expiresAt: Date | null;
  /** The hold's (or a deduction's) service and event, whether the hold is still open. */
  service: string | null;
  event: string | null;
  open: boolean;
  /** The task a hold paid for: its catalogue model or variant and its action. */
  model: string | null;
  action: string | null;
  subscriptionAmount: number;
}

/**
 * The movements, each with the ids its details are found by. In one instant, credits end before a grant
 * replaces them (a renewal), and a reserve comes before the charge or refund that closes it.
 */
const moves = (userId: string) => sql`
  SELECT 'grant' AS kind, g.id::text AS ref, g.created_at AS at, g.amount AS amount, 1 AS ord,
         g.id AS grant_id, NULL::uuid AS charge_id, NULL::uuid AS hold_id, NULL::bigint AS entry_id
    FROM credit_grants g WHERE g.user_id = ${userId}::uuid
  UNION ALL
  SELECT CASE WHEN c.hold_id IS NULL THEN 'deduct' ELSE 'charge' END, c.id::text, c.created_at, -c.credits, 3,
         NULL, c.id, c.hold_id, NULL
    FROM credit_charges c WHERE c.user_id = ${userId}::uuid
  UNION ALL
  -- Held credits show while the work runs, and stay shown beside their refund when it did not finish. A
  -- settled hold is its charge alone: what it did not use never left the balance for good.
  SELECT 'reserve', h.id::text, h.created_at, -h.amount, 2, NULL, NULL, h.id, NULL
    FROM credit_holds h
   WHERE h.user_id = ${userId}::uuid AND h.amount > 0 AND h.status <> 'settled'
  UNION ALL
  SELECT 'refund', h.id::text, h.closed_at, h.amount, 4, NULL, NULL, h.id, NULL
    FROM credit_holds h
   WHERE h.user_id = ${userId}::uuid AND h.amount > 0 AND h.status IN ('released', 'expired')
  UNION ALL
  SELECT 'expire', e.id::text, e.created_at, e.amount, 0, NULL, NULL, NULL, e.id
    FROM credit_entries e WHERE e.user_id = ${userId}::uuid AND e.type = 'expire'`;

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const date = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** One page of the user's movements, newest first, and how many there are. */
export async function expenseMoves(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: MoveRow[]; total: number }> {
  const [listed, counted] = await Promise.all([
    db.execute(sql`
      WITH moves AS (${moves(userId)}),
      ranked AS (
        SELECT m.*, sum(m.amount) OVER (
                 ORDER BY m.at, m.ord, m.ref ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
               ) AS balance
          FROM moves m
      ),
      page AS (
        SELECT * FROM ranked ORDER BY at DESC, ord DESC, ref DESC
         LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}
      )
      SELECT p.kind, p.ref, p.at, p.amount, p.balance,
             g.source, coalesce(g.reason, e.reason) AS reason,
             coalesce(g.bucket, l.bucket) AS bucket, g.expires_at,
             h.service AS hold_service, h.event AS hold_event, h.status AS hold_status,
             c.service AS charge_service, c.event AS charge_event, c.subscription_amount,
             t.model, t.action,
             (SELECT coalesce(-sum(hp.amount), 0) FROM credit_entries hp
                JOIN credit_lots hl ON hl.id = hp.lot_id
               WHERE hp.hold_id = p.hold_id AND hp.type = 'hold'
                 AND hl.bucket = 'subscription') AS held_subscription
        FROM page p
        LEFT JOIN credit_grants g ON g.id = p.grant_id
        LEFT JOIN credit_charges c ON c.id = p.charge_id
        LEFT JOIN credit_holds h ON h.id = p.hold_id AND h.user_id = ${userId}::uuid
        LEFT JOIN tasks t ON t.hold_id = p.hold_id AND t.user_id = ${userId}::uuid
        LEFT JOIN credit_entries e ON e.id = p.entry_id
        LEFT JOIN credit_lots l ON l.id = e.lot_id
       ORDER BY p.at DESC, p.ord DESC, p.ref DESC`),
    db.execute(sql`SELECT count(*) AS total FROM (${moves(userId)}) m`),
  ]);
  const rows = rowsOf(listed).map((row): MoveRow => {
    const kind = row.kind as MoveKind;
    const amount = Number(row.amount);
    const subscription =
      kind === 'charge' || kind === 'deduct'
        ? Number(row.subscription_amount)
        : kind === 'reserve' || kind === 'refund'
          ? Number(row.held_subscription)
          : row.bucket === 'subscription'
            ? Math.abs(amount)
            : 0;
    return {
      kind,
      id: `${kind}:${String(row.ref)}`,
      at: date(row.at) ?? new Date(0),
      amount,
      balance: Number(row.balance),
      source: text(row.source),
      reason: text(row.reason),
      bucket: text(row.bucket) as Bucket | null,
      expiresAt: date(row.expires_at),
      service: text(row.hold_service ?? row.charge_service),
      event: text(row.charge_event ?? row.hold_event),
      open: row.hold_status === 'held',
      model: text(row.model),
      action: text(row.action),
      subscriptionAmount: subscription,
    };
  });
  return { rows, total: Number(rowsOf(counted)[0]?.total ?? 0) };
}
