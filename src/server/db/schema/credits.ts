// The credits ledger. A user's credits sit in lots (one per grant); every change to a lot's `remaining` is an
// entry, so the entries of a user always sum to the remaining of their lots. Holds reserve from lots in spend
// order and are settled (charged) or released; a hold's own entries (type 'hold', in id order) say where each
// reserved hundredth came from.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { at, owner } from './columns';

const hundredths = (name: string) => bigint(name, { mode: 'number' });

export const creditBucket = pgEnum('credit_bucket', ['subscription', 'topup', 'forever']);
export const holdStatus = pgEnum('credit_hold_status', ['held', 'settled', 'released', 'expired']);
export const entryType = pgEnum('credit_entry_type', [
  'grant',
  'hold',
  'release',
  'settle',
  'expire',
  'deduct',
]);

/** A grant, once: the idempotency key is unique, and a repeat must carry the same parameters. */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    idempotencyKey: text('idempotency_key').notNull(),
    bucket: creditBucket('bucket').notNull(),
    amount: hundredths('amount').notNull(),
    expiresAt: at('expires_at'),
    source: text('source').notNull(),
    reason: text('reason'),
    /** The admin who made it; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('credit_grants_key_unique').on(table.idempotencyKey)],
);

export const creditLots = pgTable(
  'credit_lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => creditGrants.id, { onDelete: 'cascade' }),
    bucket: creditBucket('bucket').notNull(),
    granted: hundredths('granted').notNull(),
    remaining: hundredths('remaining').notNull(),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // Not on `remaining`: every hold and settle changes it, and leaving it out of every index lets
    // PostgreSQL update the row in place (HOT) instead of writing index entries each time.
    index('credit_lots_user_idx').on(table.userId),
    check(
      'credit_lots_remaining_range',
      sql`${table.remaining} >= 0 AND ${table.remaining} <= ${table.granted}`,
    ),
  ],
);

export const creditHolds = pgTable(
  'credit_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    /** The caller's key: a repeated hold with it answers the first one instead of reserving again. */
    idempotencyKey: text('idempotency_key'),
    amount: hundredths('amount').notNull(),
    charged: hundredths('charged').notNull().default(0),
    status: holdStatus('status').notNull().default('held'),
    service: text('service').notNull(),
    event: text('event').notNull(),
    /** What the credits paid for, where the service needs to find its charges again (`bot:<id>`). */
    subject: text('subject'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (table) => [
    // Only keyed holds: a null key is never equal to another, so a keyless hold (most of them) need not be
    // indexed here, which saves an index write on every such hold and every close of it.
    uniqueIndex('credit_holds_key_unique')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
    index('credit_holds_subject_idx')
      .on(table.userId, table.subject, table.createdAt)
      .where(sql`${table.subject} IS NOT NULL`),
    index('credit_holds_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'held'`),
    // The admin console's active users per day, read from the index alone. A close is never an in-place
    // (HOT) update, as `status` is in the open index's predicate, so each close adds an entry here too.
    index('credit_holds_created_idx').on(table.createdAt, table.userId),
  ],
);

/** Every change to a lot's remaining, signed. Append-only. */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: owner(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => creditLots.id, { onDelete: 'cascade' }),
    type: entryType('type').notNull(),
    amount: hundredths('amount').notNull(),
    holdId: uuid('hold_id'),
    reason: text('reason'),
    actorId: uuid('actor_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('credit_entries_user_idx').on(table.userId, table.id),
    // A hold's parts: its 'hold' entries, read back in id (spend) order when it is closed.
    index('credit_entries_hold_idx')
      .on(table.holdId)
      .where(sql`${table.type} = 'hold'`),
  ],
);

/** The expense log: one row per charge, split by where it was paid from. */
export const creditCharges = pgTable(
  'credit_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    holdId: uuid('hold_id'),
    service: text('service').notNull(),
    event: text('event').notNull(),
    credits: hundredths('credits').notNull(),
    subscriptionAmount: hundredths('subscription_amount').notNull(),
    topupAmount: hundredths('topup_amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('credit_charges_user_idx').on(table.userId, table.createdAt),
    // The admin console's spending per day (the rows are never changed).
    index('credit_charges_created_idx').on(table.createdAt),
  ],
);
