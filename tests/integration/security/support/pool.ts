// The signed-in users the fuzz speaks as, in turn. Several, because some limits count per user (30 task
// creations a minute on each create call): a hostile batch must reach the schemas, not the limit. Each has
// its own upload, conversation and answer, so that requests built on them reach past "not found".
import { and, desc, eq, inArray } from 'drizzle-orm';
import { chatMessages, conversations } from '../../../../src/server/db/schema';
import { stream } from '../../support/chat';
import { clientKey, testImage, upload } from '../../support/images';
import type { SecurityWorld, WorldUser } from './world';

export interface Member {
  user: WorldUser;
  uploadId: string;
  conversationId: string;
  /** The latest answer in it (empty until one is written). */
  messageId: string;
}

export async function createPool(world: SecurityWorld, size: number): Promise<Member[]> {
  const image = await testImage(256, 256);
  const pool: Member[] = [];
  for (let i = 0; i < size; i++) {
    const user = await world.user('fuzz');
    const uploadId = await upload(world.t, user.headers, 'portrait', image);
    pool.push({ user, uploadId, conversationId: '', messageId: '' });
  }
  return pool;
}

/** Each member's conversation and its latest answer, written again where a request deleted them. */
export async function refreshPool(world: SecurityWorld, pool: Member[]): Promise<void> {
  const { db } = world.t.app.deps;
  const ids = pool.map((member) => member.user.id);
  const chats = await db
    .selectDistinctOn([conversations.userId], {
      userId: conversations.userId,
      id: conversations.id,
    })
    .from(conversations)
    .where(and(inArray(conversations.userId, ids), eq(conversations.kind, 'chat')))
    .orderBy(conversations.userId, desc(conversations.updatedAt));
  for (const member of pool) {
    const chat = chats.find((row) => row.userId === member.user.id);
    if (chat) {
      member.conversationId = chat.id;
      continue;
    }
    const headers = { ...member.user.headers, 'x-forwarded-for': world.address() };
    const sent = await stream(world.base, '/api/user/chat/push', headers, {
      model: 'gpt-4o-mini',
      text: 'Hello from the fuzz',
      clientKey: clientKey(),
    });
    const start = sent.events.find((event) => event.type === 'start');
    if (start?.type !== 'start') throw new Error(`seed message: ${JSON.stringify(sent.envelope)}`);
    member.conversationId = start.conversationId;
  }
  const answers = await db
    .selectDistinctOn([chatMessages.conversationId], {
      conversationId: chatMessages.conversationId,
      id: chatMessages.id,
    })
    .from(chatMessages)
    .where(
      and(
        inArray(
          chatMessages.conversationId,
          pool.map((member) => member.conversationId),
        ),
        eq(chatMessages.role, 'assistant'),
      ),
    )
    .orderBy(chatMessages.conversationId, desc(chatMessages.seq));
  for (const member of pool)
    member.messageId =
      answers.find((row) => row.conversationId === member.conversationId)?.id ?? '';
}
