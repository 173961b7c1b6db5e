// Douyin auto-reply: the accounts a user connected (tokens encrypted at rest), their reply rules, and every
// comment or private message received with what was done about it (the data list and the send log).
//
// An incoming message is one row whatever the path it came by (a webhook delivered three times, to two
// processes, and the comment poll): `(account_id, kind, external_id)` is unique, and a reply is sent only by
// the process that moves the row from `queued` (or `pending`, on approval) to `sending` in one statement.
// Webhook deliveries are also remembered by `Msg-Id` so a repeat is acknowledged without work.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, owner } from './columns';
import { bots } from './bots';

export const douyinAccountState = pgEnum('douyin_account_state', [
  'active',
  'paused',
  'reauthorize',
]);
export const douyinRuleMatch = pgEnum('douyin_rule_match', ['keywords', 'regex', 'any']);
export const douyinRuleScope = pgEnum('douyin_rule_scope', ['comments', 'messages', 'both']);
export const douyinRuleReply = pgEnum('douyin_rule_reply', ['texts', 'template', 'bot']);
export const douyinEventKind = pgEnum('douyin_event_kind', ['comment', 'message']);
/** `sending`: one process claimed it and is calling the platform (never shown: the list says queued). */
export const douyinEventState = pgEnum('douyin_event_state', [
  'queued',
  'sending',
  'replied',
  'pending',
  'skipped',
  'failed',
]);

/** What the account's owner set: the daily cap, quiet hours, approval and the banned words. */
export interface DouyinAccountSettings {
  dailyCap: number;
  quietHours: { from: number; to: number } | null;
  timeZone: string;
  approval: boolean;
  bannedWords: string[];
}

/** Per ability: the last failure the platform answered (code and when), cleared by a success. */
export type DouyinAbilityFailures = Partial<
  Record<'videos' | 'comments' | 'messages', { code: number; at: string }>
>;

export const douyinAccounts = pgTable(
  'douyin_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    /** The Douyin user; one Atrium account holds it at a time (webhooks are routed by it). */
    openId: text('open_id').notNull(),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar'),
    state: douyinAccountState('state').notNull().default('active'),
    /** The scopes the user granted on the consent page. */
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** `v1:<iv>:<tag>:<ciphertext>` (AES-256-GCM under a key derived from the server's secret). */
    accessToken: text('access_token').notNull(),
    accessExpiresAt: at('access_expires_at').notNull(),
    refreshToken: text('refresh_token').notNull(),
    refreshExpiresAt: at('refresh_expires_at').notNull(),
    renewalsLeft: integer('renewals_left').notNull().default(5),
    failures: jsonb('failures').$type<DouyinAbilityFailures>().notNull().default({}),
    settings: jsonb('settings').$type<DouyinAccountSettings>().notNull(),
    /** Backing off the platform's rate limits until then. */
    backoffUntil: at('backoff_until'),
    lastEventAt: at('last_event_at'),
    /** The comment poll's last run (the fallback when events stop arriving). */
    polledAt: at('polled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('douyin_accounts_open_id_unique').on(table.openId),
    index('douyin_accounts_user_idx').on(table.userId),
    index('douyin_accounts_refresh_idx').on(table.accessExpiresAt),
  ],
);

export const douyinRules = pgTable(
  'douyin_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => douyinAccounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(100),
    match: douyinRuleMatch('match').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pattern: text('pattern').notNull().default(''),
    scope: douyinRuleScope('scope').notNull(),
    videoIds: text('video_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reply: douyinRuleReply('reply').notNull(),
    texts: text('texts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    template: text('template').notNull().default(''),
    botId: uuid('bot_id').references(() => bots.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(false),
    /** Set by the engine when it had to stop the rule (its bot's answers could not be paid). */
    pausedReason: text('paused_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('douyin_rules_account_idx').on(table.accountId, table.priority)],
);

export const douyinEvents = pgTable(
  'douyin_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => douyinAccounts.id, { onDelete: 'cascade' }),
    kind: douyinEventKind('kind').notNull(),
    /** The comment's id, or the private message's id. */
    externalId: text('external_id').notNull(),
    /** The video commented on. */
    itemId: text('item_id'),
    videoTitle: text('video_title'),
    /** The private message's conversation (needed to answer it). */
    conversationId: text('conversation_id'),
    fromUserId: text('from_user_id').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    text: text('text').notNull(),
    receivedAt: at('received_at').notNull(),
    state: douyinEventState('state').notNull().default('queued'),
    reason: text('reason'),
    ruleId: uuid('rule_id').references(() => douyinRules.id, { onDelete: 'set null' }),
    ruleName: text('rule_name'),
    reply: text('reply'),
    /** The reply's id on the platform once sent. */
    replyId: text('reply_id'),
    repliedAt: at('replied_at'),
    /** Hundredths charged for a bot's answer. */
    credits: integer('credits').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('douyin_events_external_unique').on(table.accountId, table.kind, table.externalId),
    index('douyin_events_user_idx').on(table.userId, table.receivedAt),
    index('douyin_events_replied_idx')
      .on(table.accountId, table.repliedAt)
      .where(sql`${table.state} = 'replied'`),
    index('douyin_events_queued_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'queued'`),
    // A webhook comment names no video title: the one already stored for its video is looked up by this.
    index('douyin_events_titled_idx')
      .on(table.accountId, table.itemId)
      .where(sql`${table.videoTitle} is not null`),
  ],
);

/** Webhook deliveries already taken (`Msg-Id`): a repeat is acknowledged at once, without work. */
export const douyinDeliveries = pgTable('douyin_deliveries', {
  msgId: text('msg_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
