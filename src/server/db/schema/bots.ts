// Custom bots with knowledge: a bot answers from its owner's sources (pasted text, files, web pages), each
// cut into chunks that are found by keyword (full text over words the app splits itself, so Chinese works
// without a server-side parser), by trigram (short and partial queries) and, where pgvector exists, by
// embedding.
//
// `bot_chunks.embedding` and its HNSW indexes are not declared here: they exist only on a server with
// pgvector (PGlite always has it; a PostgreSQL without it still takes the migration and answers by keyword
// only), so they are made by migration 0009 and read through raw SQL in src/server/knowledge-store.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uploads } from './uploads';
import { at, owner } from './columns';

/** A text-search vector; written with `to_tsvector('simple', …)` from words the app has already split. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** private: the owner only; link: anyone with the link; embedded: also on the allowed origins' pages. */
export const botVisibility = pgEnum('bot_visibility', ['private', 'link', 'embedded']);
export const botSourceKind = pgEnum('bot_source_kind', ['text', 'file', 'url']);

export const bots = pgTable(
  'bots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: owner('owner_id'),
    name: text('name').notNull(),
    /** An uploaded image; the bot keeps working (with a preset look) when it is deleted. */
    avatarFileId: uuid('avatar_file_id').references(() => uploads.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    /** The catalogue chat model that answers. */
    modelId: text('model_id').notNull(),
    welcomeMessage: text('welcome_message').notNull().default(''),
    suggestedQuestions: jsonb('suggested_questions').$type<string[]>().notNull().default([]),
    /** The most knowledge tokens put before a question. */
    contextTokens: integer('context_tokens').notNull().default(3000),
    /** Cosine similarity below which an embedding match is not knowledge (strictness: 0 takes anything). */
    minRelevance: doublePrecision('min_relevance').notNull().default(0.3),
    visibility: botVisibility('visibility').notNull().default('private'),
    /** Origins (scheme://host[:port]) whose pages may embed an `embedded` bot. */
    allowedOrigins: text('allowed_origins').array().notNull().default([]),
    /** Hundredths of a credit visitors may spend of the owner's balance per day; 0: none. */
    visitorDailyCreditCap: integer('visitor_daily_credit_cap').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Set when the owner deletes it: links stop answering at once, its rows go later. */
    deletedAt: at('deleted_at'),
  },
  (table) => [
    check('bots_context_tokens_range', sql`${table.contextTokens} BETWEEN 0 AND 100000`),
    check('bots_min_relevance_range', sql`${table.minRelevance} BETWEEN 0 AND 1`),
    check('bots_visitor_cap_positive', sql`${table.visitorDailyCreditCap} >= 0`),
    index('bots_owner_idx')
      .on(table.ownerId, table.updatedAt)
      .where(sql`${table.deletedAt} IS NULL`),
  ],
);

export const botSources = pgTable(
  'bot_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    ownerId: owner('owner_id'),
    kind: botSourceKind('kind').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    /** The stored document of a `file` source (not an image, so not an `uploads` row). */
    fileId: uuid('file_id'),
    characters: integer('characters').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    /** The task that reads it (the last one, after a retry): where it stands (queued, reading with its
     * progress, ready, failed and why) is that task's state, kept in one place. */
    taskId: uuid('task_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('bot_sources_bot_idx').on(table.botId, table.createdAt)],
);

export const botChunks = pgTable(
  'bot_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => botSources.id, { onDelete: 'cascade' }),
    /** Position in its source, from 0. */
    ordinal: integer('ordinal').notNull(),
    text: text('text').notNull(),
    tokens: integer('tokens').notNull(),
    /** The page of a paged document, from 1. */
    page: integer('page'),
    terms: tsvector('terms').notNull(),
    /**
     * The upstream model that made the chunk's embedding (null: none). A question is compared only with
     * chunks of the model that embeds it now: vectors of two models are not comparable, even at one size.
     */
    embeddingModel: text('embedding_model'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bot_chunks_source_ordinal_unique').on(table.sourceId, table.ordinal),
    index('bot_chunks_bot_idx').on(table.botId),
    // The bot comes first in both (btree_gin): a search reads only its bot's entries, not every bot's
    // matches to filter afterwards, which made one-word trigram searches slow among many bots.
    index('bot_chunks_bot_terms_idx').using('gin', table.botId, table.terms),
    index('bot_chunks_bot_text_trgm_idx').using(
      'gin',
      table.botId,
      sql`${table.text} gin_trgm_ops`,
    ),
  ],
);

export type BotRow = typeof bots.$inferSelect;
export type BotSourceRow = typeof botSources.$inferSelect;
