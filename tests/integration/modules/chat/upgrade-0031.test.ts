// Migration 0031 allows one answer being written per conversation. A database where a race left two behind
// keeps the newer one being written and ends the older one as interrupted; then a third is refused.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../../../src/server/db/errors';
import { chatMessages, conversations, users } from '../../../../src/server/db/schema';
import { upgradeAcross } from '../../support/migrations-before';

const upgrade = upgradeAcross('0031_one_answer_per_conversation');

describe('migration 0031', () => {
  it('ends all but the newest answer being written in a conversation, then refuses a second', async () => {
    const { db } = upgrade;
    const [user] = await db
      .insert(users)
      .values({ email: `race-${Date.now()}@example.com`, name: 'race' })
      .returning({ id: users.id });
    const userId = user!.id;
    const [conversation] = await db
      .insert(conversations)
      .values({ userId, kind: 'chat', model: 'gpt-4o-mini' })
      .returning({ id: conversations.id });
    const conversationId = conversation!.id;
    const answer = (content: string) => ({
      conversationId,
      userId,
      role: 'assistant' as const,
      content,
      status: 'streaming' as const,
      holdId: randomUUID(),
    });
    await db.insert(chatMessages).values(answer('older'));
    await db.insert(chatMessages).values(answer('newer'));

    await upgrade.migrateAll();
    const rows = await db
      .select({
        content: chatMessages.content,
        status: chatMessages.status,
        error: chatMessages.error,
      })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(asc(chatMessages.seq));
    expect(rows).toEqual([
      { content: 'older', status: 'failed', error: 'errors.serverRestarted' },
      { content: 'newer', status: 'streaming', error: null },
    ]);
    const third = await db
      .insert(chatMessages)
      .values(answer('third'))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(third)).toBe(true);
  });
});
