// Shared conversations: a snapshot taken when the owner shares (later messages are not shown), readable by
// anyone with the unguessable link until the owner revokes it.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatApi } from '@shared/api/chat';
import { AppError } from '../../http/app-error';
import { publicRoute, userRoute } from '../../http/route';
import { chatShares } from '../../db/schema';
import { signedFileUrl } from '../upload';
import { characterOf, conversationMessages, ownedConversation } from './store';

const sharePath = (id: string) => `/share?id=${id}`;

export function shareRoutes(app: FastifyInstance): void {
  const { deps } = app;

  userRoute(app, chatApi.share, async ({ query, auth }) => {
    const conversation = await ownedConversation(deps, auth.userId, query.conversationId);
    const messages = (await conversationMessages(deps, conversation.id)).filter(
      (message) => message.status !== 'streaming' && (message.content || message.images.length),
    );
    const character = await characterOf(deps, conversation);
    const snapshot = messages.map((message) => ({
      role: message.role,
      content: message.content,
      images: message.images,
      createdAt: message.createdAt.toISOString(),
    }));
    const [existing] = await deps.db
      .select()
      .from(chatShares)
      .where(and(eq(chatShares.conversationId, conversation.id), isNull(chatShares.revokedAt)));
    // Sharing again refreshes the snapshot behind the same link.
    const [share] = existing
      ? await deps.db
          .update(chatShares)
          .set({ messages: snapshot, title: conversation.title })
          .where(eq(chatShares.id, existing.id))
          .returning()
      : await deps.db
          .insert(chatShares)
          .values({
            id: randomBytes(18).toString('base64url'),
            userId: auth.userId,
            conversationId: conversation.id,
            title: conversation.title,
            characterName: character?.name ?? null,
            messages: snapshot,
          })
          .returning();
    if (!share) throw new AppError('NOT_FOUND');
    return { id: share.id, path: sharePath(share.id), createdAt: share.createdAt.toISOString() };
  });

  userRoute(app, chatApi.revokeShare, async ({ body, auth }) => {
    const [revoked] = await deps.db
      .update(chatShares)
      .set({ revokedAt: deps.now() })
      .where(
        and(
          eq(chatShares.id, body.id),
          eq(chatShares.userId, auth.userId),
          isNull(chatShares.revokedAt),
        ),
      )
      .returning({ id: chatShares.id });
    if (!revoked) throw new AppError('NOT_FOUND');
    return { ok: true as const };
  });

  publicRoute(app, chatApi.shared, async ({ query }) => {
    const [share] = await deps.db
      .select()
      .from(chatShares)
      .where(and(eq(chatShares.id, query.id), isNull(chatShares.revokedAt)));
    if (!share) throw new AppError('NOT_FOUND');
    return {
      title: share.title,
      characterName: share.characterName,
      createdAt: share.createdAt.toISOString(),
      messages: share.messages.map((message) => ({
        ...message,
        images: message.images.map((image) => ({ ...image, url: signedFileUrl(deps, image.id) })),
      })),
    };
  });
}
