// Changes an owner makes to a conversation itself (its title, its settings), within the owner's rows: another
// user's id changes nothing and reads as "not found".
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ConversationRow } from './repo';

export type ConversationChange = Partial<
  Pick<ConversationRow, 'title' | 'instructions' | 'temperature' | 'contextMessages'>
>;

/**
 * Changes the user's conversation and answers it. Its last activity (`updatedAt`, the list's order) stays:
 * renaming or tuning a conversation does not move it to the top as a new message does.
 */
export async function updateOwnedConversation(
  db: Database,
  userId: string,
  id: string,
  change: ConversationChange,
): Promise<ConversationRow> {
  const [row] = await db
    .update(conversations)
    .set(change)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
