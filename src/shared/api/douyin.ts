// Douyin auto-reply: a user connects Douyin accounts, writes reply rules for the comments on their videos and
// their private messages, tries the rules on sample text (a dry run) and lets them run. Every call names the
// user's own account or rule by id; another user's id answers NOT_FOUND like an id that names nothing.
// What the platform allows is said per ability (granted, missing and why, or failing), never assumed.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';

export const DOUYIN_LIMITS = {
  rules: 50,
  name: 60,
  keywords: 30,
  keyword: 40,
  pattern: 200,
  texts: 10,
  reply: 300,
  videos: 50,
  bannedWords: 200,
  bannedWord: 40,
  samples: 20,
  sample: 500,
  /** Replies a day per account: the platform limits far lower in practice. */
  dailyCap: 5_000,
} as const;

/** What an account may be asked to do: read its videos, reply to comments, answer private messages. */
export const DOUYIN_ABILITIES = ['videos', 'comments', 'messages'] as const;
export type DouyinAbility = (typeof DOUYIN_ABILITIES)[number];
/**
 * granted: the scope was given and the last call worked; missing: not granted (`reason` says why: the user
 * left it unticked, it needs an enterprise account, or the app is not approved for it); failing: granted but
 * the platform refuses it now (`reason`: the platform's error).
 */
export const ABILITY_STATES = ['granted', 'missing', 'failing'] as const;
export const ABILITY_REASONS = [
  'notGranted',
  'enterpriseOnly',
  'appNotApproved',
  'quotaUsedUp',
  'tooFrequent',
  'failed',
] as const;

/** active: replying; paused: the user paused it; reauthorize: its tokens lapsed or were revoked in the app. */
export const ACCOUNT_STATES = ['active', 'paused', 'reauthorize'] as const;

export const RULE_MATCHES = ['keywords', 'regex', 'any'] as const;
export const RULE_SCOPES = ['comments', 'messages', 'both'] as const;
/** texts: one of several fixed replies at random; template: `{nickname}`, `{video}` filled in; bot: a bot's answer. */
export const RULE_REPLIES = ['texts', 'template', 'bot'] as const;

export const EVENT_KINDS = ['comment', 'message'] as const;
/**
 * queued: waiting for the engine; replied: sent; pending: waits for the user's OK; skipped: no rule matched
 * or a limit held it (`reason`); failed: the platform refused the reply (`reason`).
 */
export const EVENT_STATES = ['queued', 'replied', 'pending', 'skipped', 'failed'] as const;
export const SKIP_REASONS = [
  'noRule',
  'paused',
  'dailyCap',
  'quietHours',
  'bannedIncoming',
  'bannedReply',
  'noCredits',
  'rejected',
  'ownComment',
] as const;

const id = z.uuid();
const text = (max: number, error: string) =>
  z.string().check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error }));
/** Minutes after midnight in the account's time zone. */
const minute = z.int().check(z.gte(0), z.lte(1439));

export const douyinAbility = z.object({
  ability: z.enum(DOUYIN_ABILITIES),
  state: z.enum(ABILITY_STATES),
  reason: z.optional(z.enum(ABILITY_REASONS)),
});

export const douyinSettings = z.object({
  /** Replies a day (the account's time zone); 0 stops replying. */
  dailyCap: z.int().check(z.gte(0), z.lte(DOUYIN_LIMITS.dailyCap)),
  /** No replies between these minutes (may wrap midnight); null: none. */
  quietHours: z.nullable(z.object({ from: minute, to: minute })),
  /** An IANA time zone for the day and quiet hours, e.g. `Asia/Shanghai`. */
  timeZone: z.string().check(z.minLength(1), z.maxLength(60)),
  /** Replies wait in the data list for the user's OK before they are sent. */
  approval: z.boolean(),
  /** Neither an incoming text with one of these nor a reply with one is answered or sent. */
  bannedWords: z
    .array(text(DOUYIN_LIMITS.bannedWord, 'douyin.errors.bannedWord'))
    .check(z.maxLength(DOUYIN_LIMITS.bannedWords, { error: 'douyin.errors.bannedWords' })),
});
export type DouyinSettings = z.infer<typeof douyinSettings>;

export const douyinAccount = z.object({
  id,
  openId: z.string(),
  nickname: z.string(),
  avatar: z.nullable(z.string()),
  state: z.enum(ACCOUNT_STATES),
  abilities: z.array(douyinAbility),
  /** When the access token lapses (it is renewed before then while the refresh token lives). */
  accessExpiresAt: z.string(),
  /** When the refresh token lapses: after it, the user must connect the account again. */
  refreshExpiresAt: z.string(),
  /** Renewals of the refresh token left (the platform allows five). */
  renewalsLeft: z.int(),
  /** Set when re-authorization is due within 7 days or already is. */
  reauthorizeBy: z.nullable(z.string()),
  settings: douyinSettings,
  repliesToday: z.int(),
  /** Rules the engine stopped because their bot's answers could not be paid (on again by the user). */
  pausedRules: z.int(),
  /** When an event or a poll last brought something: comments arrive late after a new authorization. */
  lastEventAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type DouyinAccount = z.infer<typeof douyinAccount>;

export const douyinRuleInput = z.object({
  accountId: id,
  name: text(DOUYIN_LIMITS.name, 'douyin.errors.ruleName'),
  /** Lower runs first; a rule answered by a bot runs after every other (the fallback). */
  priority: z.int().check(z.gte(0), z.lte(1000)),
  match: z.enum(RULE_MATCHES),
  keywords: z
    .array(text(DOUYIN_LIMITS.keyword, 'douyin.errors.keyword'))
    .check(z.maxLength(DOUYIN_LIMITS.keywords, { error: 'douyin.errors.keywords' })),
  /** A regular expression (checked to compile, case-insensitive, bounded in length). */
  pattern: z.string().check(z.maxLength(DOUYIN_LIMITS.pattern, { error: 'douyin.errors.pattern' })),
  scope: z.enum(RULE_SCOPES),
  /** Comments on these videos only; empty: every video. */
  videoIds: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(DOUYIN_LIMITS.videos)),
  reply: z.enum(RULE_REPLIES),
  texts: z
    .array(text(DOUYIN_LIMITS.reply, 'douyin.errors.replyText'))
    .check(z.maxLength(DOUYIN_LIMITS.texts, { error: 'douyin.errors.texts' })),
  template: z
    .string()
    .check(z.maxLength(DOUYIN_LIMITS.reply, { error: 'douyin.errors.replyText' })),
  /** The user's bot that answers (reply `bot`). */
  botId: z.nullable(id),
  enabled: z.boolean(),
});
export type DouyinRuleInput = z.infer<typeof douyinRuleInput>;

export const douyinRule = z.object({
  ...douyinRuleInput.shape,
  id,
  /** Why the engine paused it (`noCredits`: its bot's answers could not be paid). */
  pausedReason: z.nullable(z.enum(SKIP_REASONS)),
  updatedAt: z.string(),
});
export type DouyinRule = z.infer<typeof douyinRule>;

export const douyinVideo = z.object({
  itemId: z.string(),
  title: z.string(),
  cover: z.nullable(z.string()),
  createdAt: z.string(),
  comments: z.int(),
  /** Image posts take no comment replies. */
  replies: z.boolean(),
});

export const douyinEvent = z.object({
  id,
  accountId: id,
  kind: z.enum(EVENT_KINDS),
  itemId: z.nullable(z.string()),
  videoTitle: z.nullable(z.string()),
  nickname: z.string(),
  text: z.string(),
  receivedAt: z.string(),
  state: z.enum(EVENT_STATES),
  reason: z.nullable(z.enum(SKIP_REASONS)),
  ruleId: z.nullable(id),
  ruleName: z.nullable(z.string()),
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
  credits: z.int(),
});
export type DouyinEvent = z.infer<typeof douyinEvent>;

export const douyinSample = z.object({
  kind: z._default(z.enum(EVENT_KINDS), 'comment'),
  text: text(DOUYIN_LIMITS.sample, 'douyin.errors.sample'),
  nickname: z._default(z.string().check(z.maxLength(60)), ''),
  itemId: z._default(z.nullable(z.string().check(z.maxLength(64))), null),
});

export const dryRunResult = z.object({
  text: z.string(),
  ruleId: z.nullable(id),
  ruleName: z.nullable(z.string()),
  /** What would be sent; null for a bot's rule (its answer is written, and charged, only when it runs). */
  reply: z.nullable(z.string()),
  /** The bot that would answer. */
  botName: z.nullable(z.string()),
  /** Why nothing would be sent. */
  reason: z.nullable(z.enum(SKIP_REASONS)),
});

const accountQuery = z.object({ accountId: id });

export const douyinCallbackQuery = z.object({
  code: z.optional(z.string().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(1024))),
  error: z.optional(z.string().check(z.maxLength(256))),
});

export const douyinApi = {
  /** The connected accounts, or `configured: false` when this server has no Douyin app. */
  account: defineRoute({
    method: 'GET',
    path: '/api/douyin/account',
    data: z.object({ configured: z.boolean(), accounts: z.array(douyinAccount) }),
    auth: true,
  }),
  /** The consent page's address, asking the scopes of the chosen abilities. */
  connect: defineRoute({
    method: 'GET',
    path: '/api/douyin/connect',
    query: z.object({
      abilities: z._default(z.string(), 'videos,comments'),
    }),
    data: z.object({ url: z.string() }),
    auth: true,
  }),
  /**
   * The consent page sends the browser here; it answers with a redirect to the Douyin page, not JSON
   * (`?connected=1`, or `?error=<code>`).
   */
  oauthCallback: defineRoute({
    method: 'GET',
    path: '/api/oauth/douyin',
    query: douyinCallbackQuery,
    data: z.never(),
    auth: false,
  }),
  /** Pauses or resumes an account as a whole. */
  status: defineRoute({
    method: 'POST',
    path: '/api/douyin/status',
    body: z.object({ accountId: id, active: z.boolean() }),
    data: douyinAccount,
    auth: true,
  }),
  settings: defineRoute({
    method: 'POST',
    path: '/api/douyin/settings',
    body: z.object({ accountId: id, settings: douyinSettings }),
    data: douyinAccount,
    auth: true,
  }),
  /** Revokes the authorization and removes the stored tokens, rules and data of the account. */
  delete: defineRoute({
    method: 'POST',
    path: '/api/douyin/delete',
    body: accountQuery,
    data: z.object({ deleted: z.boolean() }),
    auth: true,
  }),
  video: defineRoute({
    method: 'GET',
    path: '/api/douyin/video',
    query: z.object({
      accountId: id,
      cursor: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
    }),
    data: z.object({ list: z.array(douyinVideo), cursor: z.int(), hasMore: z.boolean() }),
    auth: true,
  }),
  dataList: defineRoute({
    method: 'GET',
    path: '/api/douyin/data/list',
    query: z.object({
      ...pageQuery.shape,
      accountId: z.optional(id),
      kind: z.optional(z.enum(EVENT_KINDS)),
      state: z.optional(z.enum(EVENT_STATES)),
      q: z.optional(z.string().check(z.maxLength(100))),
    }),
    data: pageData(douyinEvent),
    auth: true,
  }),
  /** Replies sent today (the account's day), exactly the send log's. */
  replyToday: defineRoute({
    method: 'GET',
    path: '/api/douyin/reply/today',
    query: z.object({ accountId: z.optional(id) }),
    data: z.object({ count: z.int(), list: z.array(douyinEvent) }),
    auth: true,
  }),
  rules: defineRoute({
    method: 'GET',
    path: '/api/douyin/rules',
    query: accountQuery,
    data: z.object({ list: z.array(douyinRule) }),
    auth: true,
  }),
  /** Creates a rule, or with `id` saves an existing one. */
  rulesCreate: defineRoute({
    method: 'POST',
    path: '/api/douyin/rules/create',
    body: z.object({ ...douyinRuleInput.shape, id: z.optional(id) }),
    data: douyinRule,
    auth: true,
  }),
  rulesDelete: defineRoute({
    method: 'POST',
    path: '/api/douyin/rules/delete',
    body: z.object({ id }),
    data: z.object({ deleted: z.boolean() }),
    auth: true,
  }),
  rulesStatus: defineRoute({
    method: 'POST',
    path: '/api/douyin/rules/status',
    body: z.object({ id, enabled: z.boolean() }),
    data: douyinRule,
    auth: true,
  }),
  /** Which rule fires on each sample (or the account's recent real comments) and what it would reply. */
  dryRun: defineRoute({
    method: 'POST',
    path: '/api/douyin/rules/dry-run',
    body: z.object({
      accountId: id,
      samples: z
        .array(douyinSample)
        .check(z.maxLength(DOUYIN_LIMITS.samples, { error: 'douyin.errors.samples' })),
      /** Adds the account's latest received comments and messages to the samples. */
      recent: z._default(z.boolean(), false),
    }),
    data: z.object({ list: z.array(dryRunResult) }),
    auth: true,
  }),
  /** Sends (`approve`) or drops (`reject`) a reply waiting for the user's OK. */
  approve: defineRoute({
    method: 'POST',
    path: '/api/douyin/approve',
    body: z.object({ id, approve: z.boolean() }),
    data: douyinEvent,
    auth: true,
  }),
} as const;
