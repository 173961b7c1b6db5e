// The statement that writes a started answer's rows with its hold, one text for each shape of answer: every
// value is a placeholder, so it is built once and each connection parses and plans it once (an answer's first
// token waits on it). start-rows.ts runs it.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Queries } from '../../db/client';
import { preparedFor, typed } from '../../db/prepared';
import { chatMessages, conversations } from '../../db/schema';
import { CREDIT_HOLD_PLACEHOLDERS } from '../../ledger/ledger';

export type NewConversation = typeof conversations.$inferInsert & { id: string };

const p = sql.placeholder;

/**
 * A new conversation's columns besides its id, owner and model: each one's type and, for one that may not be
 * null, what it is when the plan leaves it out. Every column must be named here (the type says so), since a
 * value the statement has no placeholder for would be dropped without a word.
 */
const MADE_COLUMNS = {
  kind: ['conversation_kind'],
  characterId: ['uuid'],
  helperId: ['uuid'],
  botId: ['uuid'],
  visitorId: ['uuid'],
  visitorOrigin: ['text'],
  title: ['text', ''],
  instructions: ['text', ''],
  temperature: ['double precision'],
  contextMessages: ['int'],
} as const satisfies Record<
  Exclude<keyof NewConversation, 'id' | 'userId' | 'model' | 'createdAt' | 'updatedAt'>,
  readonly [string, string?]
>;

/** The values of MADE_COLUMNS' placeholders for a new conversation. */
export const madeValues = (made: NewConversation) =>
  Object.fromEntries(
    Object.entries(MADE_COLUMNS).map(([name, [, absent]]) => [
      name,
      made[name as keyof typeof MADE_COLUMNS] ?? absent ?? null,
    ]),
  );

/** What the messages' statement writes to the conversation first: makes it, touches it, or neither. */
export type ConversationWrite = 'create' | 'touch' | 'none';

/**
 * The statement that writes the question (if any) and the answer with its hold: one text for each shape, with
 * every value a placeholder, so that it is built once and each connection parses and plans it once. A
 * closed hold (its key's request was answered before) leaves the answer without a hold id, which the table's
 * check refuses.
 */
export function messagesStatement(on: Queries, write: ConversationWrite, asked: boolean) {
  const held = on
    .$with('held', { id: sql<string>`id`.as('id') })
    .as(sql`select id from ${CREDIT_HOLD_PLACEHOLDERS} where status = 'held'`);
  const conversationId = typed('conversationId', 'uuid');
  const userId = typed('userId', 'uuid');
  const at = typed('at', 'timestamptz');
  const conversation =
    write === 'create'
      ? on.$with('conversation').as(
          on
            .insert(conversations)
            .values({
              id: conversationId,
              userId,
              model: p('model'),
              ...(Object.fromEntries(
                Object.entries(MADE_COLUMNS).map(([name, [type]]) => [name, typed(name, type)]),
              ) as Record<keyof typeof MADE_COLUMNS, SQL>),
            })
            .returning({ id: conversations.id }),
        )
      : write === 'touch'
        ? on.$with('conversation').as(
            on
              .update(conversations)
              .set({ updatedAt: at, model: sql`${p('model')}` })
              .where(eq(conversations.id, conversationId))
              .returning({ id: conversations.id }),
          )
        : undefined;
  const common = { conversationId, userId, createdAt: at };
  return on
    .with(...(conversation ? [conversation] : []), held)
    .insert(chatMessages)
    .values([
      ...(asked
        ? [
            {
              ...common,
              id: typed('questionId', 'uuid'),
              role: 'user' as const,
              content: p('questionText'),
              images: typed('images', 'jsonb'),
            },
          ]
        : []),
      {
        ...common,
        id: typed('answerId', 'uuid'),
        model: p('model'),
        inputTokens: typed('inputTokens', 'int'),
        clientKey: p('clientKey'),
        citations: typed('citations', 'jsonb'),
        holdId: sql`(select ${held.id} from ${held})`,
        role: 'assistant' as const,
        status: 'streaming' as const,
      },
    ])
    .returning()
    .prepare(`start_rows_${write}${asked ? '_asked' : ''}`);
}

export type MessagesStatement = ReturnType<typeof messagesStatement>;

/** Each shape's statement on the database itself (a transaction builds its own), built at its first use. */
const onDatabase = new Map<string, (db: Database) => MessagesStatement>();
export function databaseStatement(db: Database, write: ConversationWrite, asked: boolean) {
  const shape = `${write}:${asked}`;
  let statement = onDatabase.get(shape);
  if (!statement) {
    statement = preparedFor((on) => messagesStatement(on, write, asked));
    onDatabase.set(shape, statement);
  }
  return statement(db);
}
