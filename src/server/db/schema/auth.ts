// Sign-in state. Secrets (codes, refresh tokens, hand-off codes) are stored only as hashes.
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { owner } from './columns';

export const sessionMethod = pgEnum('session_method', ['email', 'google', 'desktop']);

/** One signed-in device. Revoking it ends its refresh tokens, and its access tokens within seconds. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    method: sessionMethod('method').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** Rotating refresh tokens: each use replaces the token; a replaced one used again revokes the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash)],
);

/** E-mail sign-in codes, stored as HMAC(email:code). */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, voided by a newer code, or voided after too many wrong attempts. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_codes_email_idx').on(table.email, table.createdAt),
    index('email_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/** OAuth attempts in flight: our state and PKCE verifier, and for the desktop the app's own state/challenge. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  client: text('client').notNull(),
  appState: text('app_state'),
  appCodeChallenge: text('app_code_challenge'),
  /** The invitation code of the link the sign-in started from, for a new account. */
  inviteCode: text('invite_code'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use codes handed to the desktop app through atrium://auth/callback, bound to its PKCE challenge. */
export const desktopHandoffs = pgTable(
  'desktop_handoffs',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: owner(),
    codeChallenge: text('code_challenge').notNull(),
    /** The app's own state, so an app that got no deep link can poll for its session. */
    appState: text('app_state'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('desktop_handoffs_app_state_idx').on(table.appState)],
);
