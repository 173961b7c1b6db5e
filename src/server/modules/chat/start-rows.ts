// The rows a started answer writes with its hold: its conversation (new, or touched), the question and the
// answer being written. A send is one statement (the hold and the conversation's write as CTEs of the
// messages' insert), so it needs no transaction and a refusal leaves nothing behind: the answer's first
// token waits on these writes, and each round trip to the database counts. Regenerate and edit also remove
// or change earlier messages, so they keep one transaction.
import { and, eq, inArray, sql, type WithSubquery } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { brokeCheck, isForeignKeyViolation } from '../../db/errors';
import {
  chatMessages,
  conversations,
  type MessageCitation,
  type MessageImage,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Hold } from '../../ledger/hold-row';
import type { HoldCall } from '../../ledger/service';
import type { ConversationRow, MessageRow } from './repo';

type NewConversation = typeof conversations.$inferInsert & { id: string };

export interface StartRowsPlan {
  userId: string;
  /** The conversation the answer joins, or the one to make for it. */
  conversation: { stored: ConversationRow } | { create: NewConversation };
  /** Messages the new answer replaces (regenerate, edit). */
  replaces: string[];
  editedMessage?: { id: string; text: string };
  /** The answer's hold, taken by the statement that writes the answer. */
  hold: HoldCall;
  question: { id: string; text: string; images: MessageImage[] } | null;
  answer: {
    id: string;
    model: string;
    inputTokens: number;
    clientKey: string;
    citations?: MessageCitation[];
  };
  at: Date;
}

export interface StartRows {
  /** Only its id is read: a send does not read the row back. */
  conversation: Pick<ConversationRow, 'id'>;
  userMessage: MessageRow | null;
  answer: MessageRow;
  hold: Hold;
}

type Writer = Pick<Deps['db'], 'insert' | 'select' | 'update' | 'delete' | '$with' | 'with'>;

/** A new conversation; Mo chat's thread may have been made by a request a moment earlier. */
async function insertConversation(db: Writer, values: NewConversation): Promise<ConversationRow[]> {
  const made = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  if (made.length) return made;
  return db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, values.userId),
        eq(conversations.kind, 'mo'),
        eq(conversations.model, values.model),
      ),
    );
}

const touch = (db: Writer, plan: StartRowsPlan, id: string) =>
  db
    .update(conversations)
    .set({ updatedAt: plan.at, model: plan.answer.model })
    .where(eq(conversations.id, id))
    .returning({ id: conversations.id });

/** The question (if any) and the answer, with the answer's hold, in one statement. */
async function insertMessages(
  db: Writer,
  plan: StartRowsPlan,
  conversationId: string,
  before: WithSubquery[] = [],
): Promise<Omit<StartRows, 'conversation'>> {
  // A closed hold (its key's request was answered before) leaves the answer without a hold id, which the
  // table's check refuses.
  const held = db
    .$with('held', { id: sql<string>`id`.as('id') })
    .as(sql`select id from ${plan.hold.call()} where status = 'held'`);
  const common = { conversationId, userId: plan.userId, createdAt: plan.at };
  const rows = await db
    .with(...before, held)
    .insert(chatMessages)
    .values([
      ...(plan.question
        ? [
            {
              ...common,
              id: plan.question.id,
              role: 'user' as const,
              content: plan.question.text,
              images: plan.question.images,
            },
          ]
        : []),
      {
        ...common,
        ...plan.answer,
        holdId: sql`(select ${held.id} from ${held})`,
        role: 'assistant' as const,
        status: 'streaming' as const,
      },
    ])
    .returning()
    .catch((error: unknown) => {
      throw brokeCheck(error, 'chat_messages_answer_held')
        ? new AppError('HOLD_CLOSED')
        : plan.hold.refusal(error);
    });
  plan.hold.stored();
  const answer = rows.find((row) => row.id === plan.answer.id)!;
  return {
    userMessage: rows.find((row) => row.id === plan.question?.id) ?? null,
    answer,
    hold: {
      id: answer.holdId!,
      userId: plan.userId,
      amount: plan.hold.amount,
      status: 'held',
      charged: 0,
    },
  };
}

/** Mo chat's one thread per model may have been made by a request a moment earlier: it is looked up. */
async function writeMoSend(deps: Deps, plan: StartRowsPlan, made: NewConversation) {
  const [conversation] = await insertConversation(deps.db, made);
  if (!conversation) throw new AppError('NOT_FOUND');
  try {
    return { conversation, ...(await insertMessages(deps.db, plan, conversation.id)) };
  } catch (error) {
    // A thread made for this request alone is not left behind empty.
    if (conversation.id === made.id)
      await deps.db
        .delete(conversations)
        .where(eq(conversations.id, conversation.id))
        .catch(() => undefined);
    throw error;
  }
}

async function writeSend(deps: Deps, plan: StartRowsPlan): Promise<StartRows> {
  if ('create' in plan.conversation && plan.conversation.create.kind === 'mo')
    return writeMoSend(deps, plan, plan.conversation.create);
  const { db } = deps;
  const conversation =
    'stored' in plan.conversation
      ? db.$with('conversation').as(touch(db, plan, plan.conversation.stored.id))
      : db
          .$with('conversation')
          .as(
            db
              .insert(conversations)
              .values(plan.conversation.create)
              .returning({ id: conversations.id }),
          );
  const id =
    'stored' in plan.conversation ? plan.conversation.stored.id : plan.conversation.create.id;
  try {
    return { conversation: { id }, ...(await insertMessages(db, plan, id, [conversation])) };
  } catch (error) {
    // The conversation was deleted meanwhile: the messages' reference to it fails.
    if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND');
    throw error;
  }
}

async function writeAgain(
  deps: Deps,
  plan: StartRowsPlan,
  stored: ConversationRow,
): Promise<StartRows> {
  return deps.db.transaction(async (tx) => {
    const [conversation] = await touch(tx, plan, stored.id);
    if (!conversation) throw new AppError('NOT_FOUND');
    if (plan.replaces.length)
      await tx.delete(chatMessages).where(inArray(chatMessages.id, plan.replaces));
    if (plan.editedMessage)
      await tx
        .update(chatMessages)
        .set({ content: plan.editedMessage.text, updatedAt: plan.at })
        .where(eq(chatMessages.id, plan.editedMessage.id));
    return { conversation, ...(await insertMessages(tx, plan, conversation.id)) };
  });
}

export function writeStartRows(deps: Deps, plan: StartRowsPlan): Promise<StartRows> {
  // Regenerate and edit always follow a stored conversation.
  if ('stored' in plan.conversation && (plan.replaces.length || plan.editedMessage))
    return writeAgain(deps, plan, plan.conversation.stored);
  return writeSend(deps, plan);
}
