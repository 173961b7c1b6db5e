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

/** Pages of the video list read to find a video's title (the platform has no lookup by id). */
const TITLE_PAGES = 3;
const TITLES_KEPT_MS = 10 * 60_000;
const TITLES_KEPT_MAX = 10_000;

export function createReplySender(platform: Platform): ReplySender {
  // Titles read lately, by account and video: a burst of comments on one video reads the list once.
  const titles = new Map<string, { title: string | null; at: number }>();
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

    async videoTitle(account, itemId) {
      const key = `${account.id}:${itemId}`;
      const kept = titles.get(key);
      if (kept && Date.now() - kept.at < TITLES_KEPT_MS) return kept.title;
      const title = await withFreshToken(platform, account, async (fresh) => {
        let cursor = 0;
        for (let page = 0; page < TITLE_PAGES; page++) {
          const videos = await forAbility(platform, fresh, 'videos', (client, caller) =>
            client.videos(caller, cursor, 20),
          );
          for (const video of videos.list)
            titles.set(`${account.id}:${video.item_id}`, { title: video.title, at: Date.now() });
          const found = videos.list.find((video) => video.item_id === itemId);
          if (found) return found.title;
          if (!videos.has_more) break;
          cursor = videos.cursor;
        }
        return null;
      });
      titles.set(key, { title, at: Date.now() });
      if (titles.size > TITLES_KEPT_MAX) titles.clear();
      return title;
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
