// Conversations and what they are made of: characters (with categories), helper templates, messages, shared
// snapshots and uploaded images. A message being generated is a row with status `streaming` whose content
// grows as the answer arrives, so a reload (or another server process) shows the part so far.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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
import type { MessageCitation } from '../../../shared/api/chat';
import { bots } from './bots';
import { users } from './users';
import { at, owner } from './columns';

/** A text in each UI language, e.g. `{"en-US": "Writing", "zh-CN": "写作"}`. */
export type LocalizedText = Record<string, string>;

export const visibility = pgEnum('character_visibility', ['private', 'public']);
/** chat: the chat page (with a character or none); mo: the one thread per model; helper: a template's answer. */
export const conversationKind = pgEnum('conversation_kind', ['chat', 'mo', 'helper', 'bot']);
export const messageRole = pgEnum('message_role', ['user', 'assistant']);
export const messageStatus = pgEnum('message_status', ['streaming', 'done', 'stopped', 'failed']);
export const feedback = pgEnum('message_feedback', ['like', 'dislike']);

export const characterCategories = pgTable('character_categories', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  /** An admin renamed or moved it: the seed leaves it as they left it. */
  editedAt: at('edited_at'),
  /** An admin deleted it: kept as a tombstone so the seed does not bring a shipped category back. */
  deletedAt: at('deleted_at'),
});

export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the starter set Atrium ships. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Stable name of a seeded character, so seeding again updates instead of duplicating. */
    seedKey: text('seed_key'),
    /** The language a seeded character is written in; null for users' own. */
    locale: text('locale'),
    name: text('name').notNull(),
    /** An image URL on Atrium's origin, or an emoji-free preset key (`preset:<name>`). */
    avatar: text('avatar'),
    description: text('description').notNull().default(''),
    systemPrompt: text('system_prompt').notNull(),
    greeting: text('greeting').notNull().default(''),
    categoryId: text('category_id')
      .notNull()
      .references(() => characterCategories.id),
    visibility: visibility('visibility').notNull().default('private'),
    /** A starter an admin edited, hid or made: the seed never writes over it (null: as shipped). */
    editedAt: at('edited_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('characters_seed_key_unique').on(table.seedKey),
    index('characters_owner_idx').on(table.ownerId, table.updatedAt),
    index('characters_public_idx')
      .on(table.categoryId, table.createdAt)
      .where(sql`${table.visibility} = 'public'`),
  ],
);

/** One-question-one-answer templates: a form whose fields fill the prompt's `{{name}}` slots. */
export interface HelperField {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'select';
  options?: string[];
  required: boolean;
  placeholder?: string;
}

export const helperTemplates = pgTable(
  'helper_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seedKey: text('seed_key').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    /** A preset icon key drawn by the UI. */
    icon: text('icon').notNull().default('spark'),
    fields: jsonb('fields').$type<HelperField[]>().notNull(),
    prompt: text('prompt').notNull(),
    /** Shown on the home page. */
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** seed: shipped in code (its seed key names the code's entry); admin: written in the console. */
    origin: text('origin', { enum: ['seed', 'admin'] })
      .notNull()
      .default('seed'),
    /** Kept from users (lists and opening it) without deleting it, so past answers keep their link. */
    hidden: boolean('hidden').notNull().default(false),
    /** A shipped template an admin changed: the seed leaves it as they left it. */
    editedAt: at('edited_at'),
    /** A shipped template an admin deleted: a hidden tombstone the seed does not bring back. */
    deletedAt: at('deleted_at'),
    /** Shared by the template's languages: a save names the revision it edited (stale: refused). */
    revision: integer('revision').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('helper_templates_seed_unique').on(table.seedKey, table.locale),
    index('helper_templates_locale_idx').on(table.locale, table.category, table.sort),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    kind: conversationKind('kind').notNull(),
    characterId: uuid('character_id').references(() => characters.id, { onDelete: 'set null' }),
    helperId: uuid('helper_id').references(() => helperTemplates.id, { onDelete: 'set null' }),
    /** A bot's conversation: it goes with the bot. */
    botId: uuid('bot_id').references(() => bots.id, { onDelete: 'cascade' }),
    /**
     * A bot's conversation with a visitor of the owner's website (null: the owner's test chat): the visitor
     * session that holds it, which alone may read or continue it. The owner pays and may read it.
     */
    visitorId: uuid('visitor_id'),
    /** The website a visitor's conversation was held on. */
    visitorOrigin: text('visitor_origin'),
    /** The catalogue model id answers come from; the user may switch it. */
    model: text('model').notNull(),
    title: text('title').notNull().default(''),
    /** The owner's instructions for its answers, added after the character's own. */
    instructions: text('instructions').notNull().default(''),
    /** Sampling temperature; null: the model's default. */
    temperature: doublePrecision('temperature'),
    /** Earlier messages sent with each question; null: as many as fit the model's context window. */
    contextMessages: integer('context_messages'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Last activity: the conversation list is ordered by it. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The contract's ranges (src/shared/api/chat-conversation.ts), held by the table as well.
    check('conversations_temperature_range', sql`${table.temperature} BETWEEN 0 AND 2`),
    check('conversations_context_messages_range', sql`${table.contextMessages} BETWEEN 0 AND 60`),
    index('conversations_user_idx').on(table.userId, table.updatedAt),
    index('conversations_user_character_idx').on(table.userId, table.characterId),
    index('conversations_bot_idx')
      .on(table.botId, table.updatedAt)
      .where(sql`${table.botId} IS NOT NULL`),
    // A bot's visitors' conversations apart from the owner's: listed, and summed for the daily limit.
    index('conversations_bot_visitor_idx')
      .on(table.botId, table.updatedAt)
      .where(sql`${table.visitorId} IS NOT NULL`),
    // Mo chat: one running thread per user and model.
    uniqueIndex('conversations_model_thread_unique')
      .on(table.userId, table.model)
      .where(sql`${table.kind} = 'mo'`),
  ],
);

export type { MessageCitation };

/** An image attached to a message: an upload of the same user. */
export interface MessageImage {
  id: string;
  width: number;
  height: number;
}

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: clocks tie within a millisecond (and stand still in tests), this never does. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: owner(),
    role: messageRole('role').notNull(),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<MessageImage[]>().notNull().default([]),
    /** A bot's answer: the knowledge it was given, numbered as cited. */
    citations: jsonb('citations').$type<MessageCitation[]>(),
    status: messageStatus('status').notNull().default('done'),
    /** Why an answer ended early (a message key); the partial answer is kept. */
    error: text('error'),
    model: text('model'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    /** Hundredths charged for this answer. */
    credits: integer('credits').notNull().default(0),
    holdId: uuid('hold_id'),
    /** The client's key for the request that made it: a repeated push answers this message. */
    clientKey: text('client_key'),
    starred: boolean('starred').notNull().default(false),
    feedback: feedback('feedback'),
    /** Set by a stop from any process; the generating process notices it at its next flush. */
    stopRequestedAt: at('stop_requested_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.seq),
    index('chat_messages_user_starred_idx')
      .on(table.userId, table.seq)
      .where(sql`${table.starred}`),
    index('chat_messages_streaming_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'streaming'`),
    uniqueIndex('chat_messages_client_key_unique').on(table.userId, table.clientKey),
    // One answer at a time per conversation, also for requests that arrive together: the second one's rows
    // (and its hold, written in the same statement) are refused.
    uniqueIndex('chat_messages_one_answer_unique')
      .on(table.conversationId)
      .where(sql`${table.status} = 'streaming'`),
    // An answer being written has an open hold to charge: its hold is taken in the statement that writes it,
    // and a closed one (the request was answered before) leaves no hold id, so the rows are refused.
    check(
      'chat_messages_answer_held',
      sql`${table.role} <> 'assistant' OR ${table.status} <> 'streaming' OR ${table.holdId} IS NOT NULL`,
    ),
    // A bot's orders find the answer each hold paid for.
    index('chat_messages_hold_idx')
      .on(table.holdId)
      .where(sql`${table.holdId} IS NOT NULL`),
  ],
);

/** A public, read-only copy of a conversation as it was when shared; the owner can revoke it. */
export interface SharedMessage {
  role: 'user' | 'assistant';
  content: string;
  images: MessageImage[];
  createdAt: string;
}

export const chatShares = pgTable(
  'chat_shares',
  {
    /** The unguessable part of the link. */
    id: text('id').primaryKey(),
    userId: owner(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    characterName: text('character_name'),
    messages: jsonb('messages').$type<SharedMessage[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('chat_shares_conversation_idx').on(table.conversationId)],
);
