// Shared conversations: a snapshot of the messages taken when the owner shares (later messages are not shown
// until it is shared again, which refreshes the same link), readable by anyone with the unguessable link until
// the owner revokes it. The title is not part of the snapshot: the link shows the conversation's current one.
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { signedFileUrl } from '../../files/signed-url';
import { AppError } from '../../http/app-error';
import { characterOf, conversationMessages, ownedConversation } from './repo';
import { insertShare, liveShareOf, refreshShare, revokeShare, sharedById } from './share-repo';

const sharePath = (id: string) => `/share?id=${id}`;

export function createShares(deps: Deps) {
  return {
    async share(userId: string, conversationId: string) {
      const conversation = await ownedConversation(deps.db, userId, conversationId);
      const messages = (await conversationMessages(deps.db, conversation.id)).filter(
        (message) => message.status !== 'streaming' && (message.content || message.images.length),
      );
      const snapshot = messages.map((message) => ({
        role: message.role,
        content: message.content,
        images: message.images,
        createdAt: message.createdAt.toISOString(),
      }));
      const existing = await liveShareOf(deps.db, conversation.id);
      const share = existing
        ? await refreshShare(deps.db, existing.id, {
            messages: snapshot,
            title: conversation.title,
          })
        : await insertShare(deps.db, {
            id: randomBytes(18).toString('base64url'),
            userId,
            conversationId: conversation.id,
            title: conversation.title,
            characterName: (await characterOf(deps.db, conversation))?.name ?? null,
            messages: snapshot,
          });
      if (!share) throw new AppError('NOT_FOUND');
      return { id: share.id, path: sharePath(share.id), createdAt: share.createdAt.toISOString() };
    },

    async revoke(userId: string, id: string) {
      if (!(await revokeShare(deps.db, userId, id, deps.now()))) throw new AppError('NOT_FOUND');
      return { ok: true as const };
    },

    /** What a visitor with the link reads. */
    async shared(id: string) {
      const share = await sharedById(deps.db, id);
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
    },
  };
}
