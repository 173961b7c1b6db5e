import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userStatus = pgEnum('user_status', ['active', 'suspended']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    locale: text('locale').notNull().default('en-US'),
    role: userRole('role').notNull().default('user'),
    status: userStatus('status').notNull().default('active'),
    /** Why it is suspended (a key of SUSPENSION_REASONS), told to the user on every refused call. */
    suspendedReason: text('suspended_reason'),
    googleSub: text('google_sub'),
    /** The code in this user's invitation link. */
    inviteCode: text('invite_code')
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 10)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
    uniqueIndex('users_invite_code_unique').on(table.inviteCode),
    // The admin console's sign-ups per day.
    index('users_created_idx').on(table.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
