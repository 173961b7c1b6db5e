// The ReplySender the reply half calls: a reply to a comment or a private message, sent with the account's
// own token (refreshed first when it lapsed, and once more if the platform says it expired meanwhile).
import { DOUYIN_CODES, DouyinCallError, isAccessExpired } from '../../providers/douyin/errors';
import { IMAGE_POST } from '../../providers/douyin/client';
import { forAbility, type Platform } from './platform';
import type { AccountRow, ReplySender } from './seams';
import { freshAccount } from './tokens';

/** The engine hears every refusal as the platform's: this one says only a new authorization helps. */
function usable(account: AccountRow): AccountRow {
  if (account.state === 'reauthorize' || !account.accessToken)
    throw new DouyinCallError(DOUYIN_CODES.refreshExpired, 'the account must be authorized again');
  return account;
}

async function withFreshToken<T>(
  platform: Platform,
  account: AccountRow,
  call: (account: AccountRow) => Promise<T>,
): Promise<T> {
  const fresh = usable(await freshAccount(platform, account));
  try {
    return await call(fresh);
  } catch (error) {
    if (!(error instanceof DouyinCallError && isAccessExpired(error.code))) throw error;
    return call(usable(await freshAccount(platform, fresh, true)));
  }
}

export function createReplySender(platform: Platform): ReplySender {
  return {
    async send(account, event, text) {
      return withFreshToken(platform, account, async (fresh) => {
        if (event.kind === 'comment') {
          const sent = await forAbility(platform, fresh, 'comments', (client, caller) =>
            client.replyToComment(caller, {
              itemId: event.itemId ?? '',
              commentId: event.externalId,
              content: text,
            }),
          );
          return { replyId: sent.comment_id };
        }
        const sent = await forAbility(platform, fresh, 'messages', (client, caller) =>
          client.sendMessage(caller, {
            msgId: event.externalId,
            conversationId: event.conversationId ?? '',
            toUserId: event.fromUserId,
            text,
          }),
        );
        return { replyId: sent.msg_id };
      });
    },

    async recentComments(account, limit) {
      return withFreshToken(platform, account, async (fresh) => {
        const videos = await forAbility(platform, fresh, 'videos', (client, caller) =>
          client.videos(caller, 0, 5),
        );
        const found: Array<{ text: string; nickname: string; itemId: string; at: number }> = [];
        for (const video of videos.list) {
          if (video.media_type === IMAGE_POST) continue;
          const page = await forAbility(platform, fresh, 'comments', (client, caller) =>
            client.comments(caller, video.item_id, 0, limit),
          );
          for (const comment of page.list)
            if (comment.comment_user_id !== fresh.openId)
              found.push({
                text: comment.content,
                nickname: comment.nick_name ?? '',
                itemId: video.item_id,
                at: comment.create_time,
              });
        }
        return found
          .sort((a, b) => b.at - a.at)
          .slice(0, limit)
          .map(({ text, nickname, itemId }) => ({ text, nickname, itemId }));
      });
    },
  };
}
