// The ledger's operations, each one transaction: grant, hold, settle, release and deduct. Hold and close are
// SQL functions (migrations 0004 and 0025) because they run for every paid request: one round trip each, and
// closes that arrive together share one (close-batch.ts). Modelled on
// double-entry with two-phase transfers: a hold reserves from lots (pending), a settle posts the actual cost
// and voids the rest, a release voids it all. Nothing ever takes a lot below zero.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Bucket } from '@shared/billing/credits';
import { AppError } from '../http/app-error';
import { preparedFor, typed } from '../db/prepared';
import type { Database } from '../db/client';
import { creditCharges, creditGrants, creditLots } from '../db/schema';
import { createCloseBatch, type Close } from './close-batch';
import { holdFromRow, ledgerError, type Hold } from './hold-row';
import {
  REPLACED_REASON_PREFIX,
  allocate,
  clearBucket,
  lockAccount,
  moveSlices,
  spendableLots,
  splitByBucket,
  type Tx,
} from './lots';

export type { Hold } from './hold-row';

export interface GrantInput {
  userId: string;
  /** Unique for this grant forever, e.g. `stripe:invoice:in_123`: a repeat returns the first result. */
  key: string;
  /** The new lot replaces the bucket's current credits (the subscription allowance resets at renewal). */
  replacesBucket?: boolean;
  bucket: Bucket;
  amount: number;
  expiresAt?: Date | null;
  source: string;
  reason?: string;
  actorId?: string;
}

export interface HoldInput {
  userId: string;
  amount: number;
  service: string;
  event: string;
  /** How long the work may take; past it the sweeper releases the hold. */
  ttlMs: number;
  /** The caller's key for this piece of work: a repeat answers the first hold instead of reserving again. */
  key?: string;
  /** Only a paid plan may do this work (a model outside the free list): refused otherwise, nothing written. */
  requiresPlan?: boolean;
  /** What the credits pay for, where the service lists its charges later (`bot:<id>`). */
  subject?: string;
}

export interface Ledger {
  /**
   * `on` runs it inside the caller's transaction, so what the caller writes with it (an order marked paid)
   * is seen together with the credits or not at all.
   */
  grant(input: GrantInput, on?: Tx): Promise<{ grantId: string; created: boolean }>;
  /** Holds in one statement; `on` runs it inside the caller's transaction (a task written with its hold). */
  hold(input: HoldInput, on?: Executor): Promise<Hold>;
  /** Charges `cost` (at most the hold) and frees the rest; a repeat with the same cost changes nothing. */
  settle(hold: Pick<Hold, 'id' | 'userId'>, cost: number): Promise<Hold>;
  release(hold: Pick<Hold, 'id' | 'userId'>): Promise<Hold>;
  /** The sweeper's release of a hold past its time limit. */
  expire(hold: Pick<Hold, 'id' | 'userId'>): Promise<Hold>;
  /** Ends a bucket's credits now (idempotent): a failed renewal payment clears the subscription balance. */
  clear(userId: string, bucket: Bucket, reason: string): Promise<void>;
  /** Takes credits away at once in spend order (admin), never below zero. */
  deduct(input: {
    userId: string;
    amount: number;
    service: string;
    event: string;
    actorId?: string;
  }): Promise<void>;
}

const sameGrant = (row: typeof creditGrants.$inferSelect, input: GrantInput) =>
  row.userId === input.userId &&
  row.bucket === input.bucket &&
  row.amount === input.amount &&
  row.source === input.source &&
  (row.expiresAt?.getTime() ?? null) === (input.expiresAt?.getTime() ?? null);

/** The database, or a transaction of it: what a ledger statement runs on. */
export type Executor = Pick<Database, 'execute' | 'select'>;

/** credit_hold's arguments (migrations 0007, 0014 and 0026), in its order, each with its type. */
const HOLD_ARGUMENTS = [
  ['holdUserId', 'uuid'],
  ['holdAmount', 'bigint'],
  ['holdService', 'text'],
  ['holdEvent', 'text'],
  ['holdKey', 'text'],
  ['holdAt', 'timestamptz'],
  ['holdExpires', 'timestamptz'],
  ['holdRequiresPlan', 'boolean'],
  ['holdSubject', 'text'],
] as const;

type HoldArgument = (typeof HOLD_ARGUMENTS)[number][0];
/** credit_hold's arguments by name (`creditHoldValues`). */
export type HoldValues = Record<HoldArgument, unknown>;

/** credit_hold's arguments for holding `input` from `at`, by the names `CREDIT_HOLD_PLACEHOLDERS` gives them. */
export function creditHoldValues(input: HoldInput, at: Date): HoldValues {
  if (!Number.isInteger(input.amount) || input.amount < 0)
    throw new Error(`hold amount must be a non-negative integer: ${input.amount}`);
  return {
    holdUserId: input.userId,
    holdAmount: input.amount,
    holdService: input.service,
    holdEvent: input.event,
    holdKey: input.key ?? null,
    holdAt: at.toISOString(),
    holdExpires: new Date(at.getTime() + input.ttlMs).toISOString(),
    holdRequiresPlan: input.requiresPlan ?? false,
    holdSubject: input.subject ?? null,
  };
}

/**
 * The call of credit_hold (lock, idempotency, the plan, spend order, entries), its arguments placeholders that
 * `creditHoldValues` fills. `Ledger.hold` runs it alone; a statement that writes what a hold pays for (a task,
 * a chat answer) runs it as a CTE of its own, and reads a refusal with `ledgerRefusal`.
 */
export const CREDIT_HOLD_PLACEHOLDERS = sql`credit_hold(${sql.join(
  HOLD_ARGUMENTS.map(([name, type]) => typed(name, type)),
  sql`, `,
)})`;

/** A ledger function's error as the error users read (its code's); any other error as it is. */
export function ledgerRefusal(error: unknown): unknown {
  const code =
    (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return ledgerError(code) ?? error;
}

/** The hold's fields the server reads, named as holdFromRow reads them. */
const HOLD_FIELDS = {
  id: sql<string>`id`,
  user_id: sql<string>`user_id`,
  amount: sql<string>`amount`,
  status: sql<string>`status`,
  charged: sql<string>`charged`,
};

/**
 * One ledger function's hold, as a named prepared statement: its text never changes, so each connection
 * parses and plans it once (the unnamed statement of a raw query does both on every call, a sixth of a
 * hold's database time). Named columns, not `*`, so a later column of credit_holds cannot change the result
 * of a statement a connection already prepared. Its values are placeholders: on the database itself it is
 * built once (`preparedFor`), and only a caller's transaction builds it anew.
 */
const holdQuery = (on: Executor, name: string, call: SQL) =>
  on.select(HOLD_FIELDS).from(call).prepare(name);

const CREDIT_CLOSE_PLACEHOLDERS = sql`credit_close(${sql.placeholder('holdId')}::uuid, ${sql.placeholder('userId')}::uuid, ${sql.placeholder('cost')}::bigint, ${sql.placeholder('status')}::credit_hold_status, ${sql.placeholder('at')}::timestamptz)`;
const preparedHold = preparedFor((db) => holdQuery(db, 'credit_hold', CREDIT_HOLD_PLACEHOLDERS));
const preparedClose = preparedFor((db) => holdQuery(db, 'credit_close', CREDIT_CLOSE_PLACEHOLDERS));

/** The hold a ledger function answers, with its error codes as the errors users read. */
async function answerHold(rows: Promise<unknown[]>): Promise<Hold> {
  try {
    return holdFromRow((await rows)[0]);
  } catch (error) {
    throw ledgerRefusal(error);
  }
}

export function createLedger(db: Database, now: () => Date): Ledger {
  const notEnough = () => new AppError('INSUFFICIENT_CREDITS');

  /** Settle, release or expire in one statement of its own (credit_close, migrations 0004 and 0025). */
  const closeAlone = (close: Close): Promise<Hold> =>
    answerHold(
      preparedClose(db).execute({
        holdId: close.holdId,
        userId: close.userId,
        cost: Math.round(close.cost),
        status: close.status,
        at: close.at.toISOString(),
      }),
    );
  const closeBatched = createCloseBatch(db, closeAlone);
  const closeHold = (ref: Pick<Hold, 'id' | 'userId'>, cost: number, status: Close['status']) =>
    closeBatched({ holdId: ref.id, userId: ref.userId, cost, status, at: now() });

  return {
    grant: (input, on) =>
      (on ?? db).transaction(async (tx) => {
        if (!Number.isInteger(input.amount) || input.amount <= 0)
          throw new Error(`grant amount must be a positive integer: ${input.amount}`);
        await lockAccount(tx, input.userId);
        const at = now();
        const [created] = await tx
          .insert(creditGrants)
          .values({
            userId: input.userId,
            idempotencyKey: input.key,
            bucket: input.bucket,
            amount: input.amount,
            expiresAt: input.expiresAt ?? null,
            source: input.source,
            reason: input.reason,
            actorId: input.actorId,
            createdAt: at,
          })
          .onConflictDoNothing({ target: creditGrants.idempotencyKey })
          .returning();
        if (!created) {
          const [first] = await tx
            .select()
            .from(creditGrants)
            .where(eq(creditGrants.idempotencyKey, input.key));
          if (!first || !sameGrant(first, input)) throw new AppError('IDEMPOTENCY_CONFLICT');
          return { grantId: first.id, created: false };
        }
        if (input.replacesBucket)
          await clearBucket(
            tx,
            input.userId,
            input.bucket,
            at,
            `${REPLACED_REASON_PREFIX}${input.source}`,
          );
        const [lot] = await tx
          .insert(creditLots)
          .values({
            userId: input.userId,
            grantId: created.id,
            bucket: input.bucket,
            granted: input.amount,
            remaining: 0,
            expiresAt: input.expiresAt ?? null,
            createdAt: at,
          })
          .returning({ id: creditLots.id });
        if (!lot) throw new Error('lot insert returned nothing');
        await moveSlices(
          tx,
          input.userId,
          [{ lotId: lot.id, bucket: input.bucket, amount: input.amount }],
          1,
          {
            type: 'grant',
            reason: input.reason,
            actorId: input.actorId,
            at,
          },
        );
        return { grantId: created.id, created: true };
      }),

    async hold(input, on = db) {
      // One statement: lock, idempotency, the plan, spend order, entries.
      const values = creditHoldValues(input, now());
      return answerHold(
        on === db
          ? preparedHold(db).execute(values)
          : holdQuery(on, 'credit_hold', CREDIT_HOLD_PLACEHOLDERS).execute(values),
      );
    },

    settle: (hold, cost) => closeHold(hold, cost, 'settled'),
    release: (hold) => closeHold(hold, 0, 'released'),
    expire: (hold) => closeHold(hold, 0, 'expired'),
    clear: (userId, bucket, reason) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        await clearBucket(tx, userId, bucket, now(), reason);
      }),

    deduct: (input) =>
      db.transaction(async (tx) => {
        await lockAccount(tx, input.userId);
        const at = now();
        const slices = allocate(await spendableLots(tx, input.userId, at), input.amount);
        if (!slices) throw notEnough();
        await moveSlices(tx, input.userId, slices, -1, {
          type: 'deduct',
          reason: input.event,
          actorId: input.actorId,
          at,
        });
        await tx.insert(creditCharges).values({
          userId: input.userId,
          service: input.service,
          event: input.event,
          credits: input.amount,
          ...splitByBucket(slices),
          createdAt: at,
        });
      }),
  };
}
