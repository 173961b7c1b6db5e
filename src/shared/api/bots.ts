// Custom bots: a bot's settings (who it is, which model answers, how it uses its knowledge, where it may be
// embedded and what visitors may spend), its knowledge sources and the chunks they were cut into. Every call
// names the owner's bot by id; another user's id answers NOT_FOUND like an id that names nothing.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';

export const BOT_LIMITS = {
  name: 60,
  description: 500,
  instructions: 8_000,
  welcome: 500,
  question: 120,
  questions: 6,
  origins: 20,
  /** Context sent with each question, in tokens: a budget, not a count of chunks. */
  contextTokens: { min: 200, max: 8_000, default: 3_000 },
  /** Hundredths a day visitors' answers may cost the owner (0: visitors cannot ask). */
  dailyCap: 1_000_000,
} as const;

export const BOT_VISIBILITIES = ['private', 'link', 'embedded'] as const;
/** How closely a chunk must match to be used: strict answers less often but never from weak matches. */
export const BOT_STRICTNESS = ['loose', 'balanced', 'strict'] as const;

const botId = z.uuid();
const text = (max: number, error: string) =>
  z.string().check(z.trim(), z.maxLength(max, { error }));

/**
 * A website allowed to embed the bot, as its origin (`https://example.com`, a port if not the default):
 * no path, no wildcard, http only for this computer. Normalised by `normalizeOrigin`.
 */
export const botOrigin = z.string().check(
  z.trim(),
  z.maxLength(300, { error: 'bots.edit.originInvalid' }),
  z.refine((value) => normalizeOrigin(value) !== undefined, { error: 'bots.edit.originInvalid' }),
);

/** `https://Example.com:443/` → `https://example.com`; anything that is not a plain origin → undefined. */
export function normalizeOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.search || url.hash) return undefined;
  if (url.pathname !== '/' && url.pathname !== '') return undefined;
  // A wildcard or any other character a host name cannot have (IDNs arrive here as punycode).
  if (!/^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)) return undefined;
  const local =
    url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return undefined;
  return url.origin;
}

export const botSettings = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'bots.edit.nameRequired' }),
      z.maxLength(BOT_LIMITS.name, { error: 'bots.edit.nameTooLong' }),
    ),
  /** An uploaded image's id (purpose `avatar`), or null for the initial letter. */
  avatar: z.nullable(z.string().check(z.maxLength(64, { error: 'bots.edit.avatarInvalid' }))),
  description: text(BOT_LIMITS.description, 'bots.edit.descriptionTooLong'),
  /** What the model is told before the knowledge and the question. */
  instructions: text(BOT_LIMITS.instructions, 'bots.edit.instructionsTooLong'),
  /** A chat catalogue model; a locked one is refused for a free account like in chat. */
  model: z
    .string()
    .check(
      z.minLength(1, { error: 'bots.edit.modelRequired' }),
      z.maxLength(100, { error: 'bots.edit.modelRequired' }),
    ),
  welcome: text(BOT_LIMITS.welcome, 'bots.edit.welcomeTooLong'),
  questions: z
    .array(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'bots.edit.questionEmpty' }),
          z.maxLength(BOT_LIMITS.question, { error: 'bots.edit.questionTooLong' }),
        ),
    )
    .check(z.maxLength(BOT_LIMITS.questions, { error: 'bots.edit.tooManyQuestions' })),
  contextTokens: z
    .int({ error: 'bots.edit.contextRange' })
    .check(
      z.gte(BOT_LIMITS.contextTokens.min, { error: 'bots.edit.contextRange' }),
      z.lte(BOT_LIMITS.contextTokens.max, { error: 'bots.edit.contextRange' }),
    ),
  strictness: z.enum(BOT_STRICTNESS),
  visibility: z.enum(BOT_VISIBILITIES),
  origins: z
    .array(botOrigin)
    .check(z.maxLength(BOT_LIMITS.origins, { error: 'bots.edit.tooManyOrigins' })),
  dailyCap: z
    .int({ error: 'bots.edit.dailyCapRange' })
    .check(
      z.gte(0, { error: 'bots.edit.dailyCapRange' }),
      z.lte(BOT_LIMITS.dailyCap, { error: 'bots.edit.dailyCapRange' }),
    ),
});
export type BotSettings = z.infer<typeof botSettings>;

export const DEFAULT_BOT: Omit<BotSettings, 'name' | 'model'> = {
  avatar: null,
  description: '',
  instructions: '',
  welcome: '',
  questions: [],
  contextTokens: BOT_LIMITS.contextTokens.default,
  strictness: 'balanced',
  visibility: 'private',
  origins: [],
  dailyCap: 500,
};

export const botView = z.extend(botSettings, {
  id: z.string(),
  /** A signed address of the avatar, when it has one. */
  avatarUrl: z.nullable(z.string()),
  sources: z.object({ total: z.int(), ready: z.int(), failed: z.int(), working: z.int() }),
  chunks: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BotView = z.infer<typeof botView>;

const idQuery = z.object({ id: botId });

export const botsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/bot/list',
    query: pageQuery,
    data: pageData(botView),
    auth: true,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/api/bot/info',
    query: idQuery,
    data: botView,
    auth: true,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/bot/create',
    body: botSettings,
    data: botView,
    auth: true,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/api/bot/edit',
    body: z.extend(z.partial(botSettings), { id: botId }),
    data: botView,
    auth: true,
  }),
  /** Deletes the bot with its sources, chunks, files and conversations. */
  delete: defineRoute({
    method: 'GET',
    path: '/api/bot/delete',
    query: idQuery,
    data: z.object({ id: z.string() }),
    auth: true,
  }),
} as const;
