// The rows a started answer writes with its hold: its conversation (new, or touched), the question and the
// answer being written. A send is one statement (the hold and the conversation's write as CTEs of the
// messages' insert), so it needs no transaction and a refusal leaves nothing behind: the answer's first
// token waits on these writes, and each round trip to the database counts. Regenerate and edit also remove
// or change earlier messages, so they keep one transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { brokeCheck, brokeUnique, isForeignKeyViolation } from '../../db/errors';
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
import {
  databaseStatement,
  madeValues,
  messagesStatement,
  type MessagesStatement,
  type NewConversation,
} from './start-rows-statement';

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
  statement: MessagesStatement,
  plan: StartRowsPlan,
  conversationId: string,
): Promise<Omit<StartRows, 'conversation'>> {
  const made = 'create' in plan.conversation ? plan.conversation.create : undefined;
  const rows = await statement
    .execute({
      ...plan.hold.values,
      conversationId,
      userId: plan.userId,
      at: plan.at.toISOString(),
      model: plan.answer.model,
      ...(made && madeValues(made)),
      ...(plan.question && {
        questionId: plan.question.id,
        questionText: plan.question.text,
        images: JSON.stringify(plan.question.images),
      }),
      answerId: plan.answer.id,
      inputTokens: plan.answer.inputTokens,
      clientKey: plan.answer.clientKey,
      citations: plan.answer.citations ? JSON.stringify(plan.answer.citations) : null,
    })
    .catch((error: unknown) => {
      if (brokeCheck(error, 'chat_messages_answer_held')) throw new AppError('HOLD_CLOSED');
      // Another request of this conversation started its answer first.
      if (brokeUnique(error, 'chat_messages_one_answer_unique'))
        throw new AppError('ANSWER_IN_PROGRESS');
      throw plan.hold.refusal(error);
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
    const statement = databaseStatement(deps.db, 'none', Boolean(plan.question));
    return { conversation, ...(await insertMessages(statement, plan, conversation.id)) };
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
  const { conversation } = plan;
  const id = 'stored' in conversation ? conversation.stored.id : conversation.create.id;
  const write = 'stored' in conversation ? 'touch' : 'create';
  const statement = databaseStatement(deps.db, write, Boolean(plan.question));
  try {
    return { conversation: { id }, ...(await insertMessages(statement, plan, id)) };
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
    const statement = messagesStatement(tx, 'none', Boolean(plan.question));
    return { conversation, ...(await insertMessages(statement, plan, conversation.id)) };
  });
}

export function writeStartRows(deps: Deps, plan: StartRowsPlan): Promise<StartRows> {
  // Regenerate and edit always follow a stored conversation.
  if ('stored' in plan.conversation && (plan.replaces.length || plan.editedMessage))
    return writeAgain(deps, plan, plan.conversation.stored);
  return writeSend(deps, plan);
}
