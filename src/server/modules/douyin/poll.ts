// The comment poll, the fallback when webhook events stop (or have not started: comments can reach an app
// only an hour after an authorization). An active account that may read comments and heard nothing for a
// while has its latest videos' comments read; new ones become queued events under the same unique key as the
// webhook's, so a comment seen both ways is one row. Rate limits back the account off, doubling up to a cap.
import { DouyinCallError, isAccessExpired, isRateLimit } from '../../providers/douyin/errors';
import { IMAGE_POST } from '../../providers/douyin/client';
import {
  claimDuePoll,
  insertEvents,
  setBackoff,
  touchLastEvent,
  type NewEvent,
} from './inbox-repo';
import { ABILITY_SCOPES, forAbility, type Platform } from './platform';
import type { AccountRow } from './seams';
import { freshAccount } from './tokens';

const MINUTE = 60_000;
const BACKOFF_CAP_MS = 6 * 60 * MINUTE;
/** Accounts one sweep polls at most (the rest wait for the next). */
const ACCOUNTS_PER_SWEEP = 20;
const VIDEOS_PER_POLL = 5;
const COMMENTS_PER_VIDEO = 20;

async function commentsOf(platform: Platform, account: AccountRow): Promise<NewEvent[]> {
  const videos = await forAbility(platform, account, 'videos', (client, caller) =>
    client.videos(caller, 0, VIDEOS_PER_POLL),
  );
  const events: NewEvent[] = [];
  for (const video of videos.list) {
    if (video.media_type === IMAGE_POST || video.statistics?.comment_count === 0) continue;
    const page = await forAbility(platform, account, 'comments', (client, caller) =>
      client.comments(caller, video.item_id, 0, COMMENTS_PER_VIDEO),
    );
    for (const comment of page.list) {
      if (comment.comment_user_id === account.openId) continue;
      events.push({
        userId: account.userId,
        accountId: account.id,
        kind: 'comment',
        externalId: comment.comment_id,
        itemId: video.item_id,
        videoTitle: video.title,
        fromUserId: comment.comment_user_id,
        nickname: comment.nick_name ?? '',
        text: comment.content,
        receivedAt: new Date((comment.create_time || platform.deps.now().getTime() / 1000) * 1000),
      });
    }
  }
  return events;
}

/** The next wait after a rate limit: twice the last one (read from the last failure), at least `base`. */
function nextBackoff(account: AccountRow, base: number): number {
  const last = account.failures.comments ?? account.failures.videos;
  const previous =
    account.backoffUntil && last && isRateLimit(last.code)
      ? account.backoffUntil.getTime() - new Date(last.at).getTime()
      : 0;
  return Math.min(BACKOFF_CAP_MS, Math.max(base, previous * 2));
}

async function pollAccount(platform: Platform, claimed: AccountRow): Promise<number> {
  const { db, now } = platform.deps;
  const base = 2 * (platform.app?.config.pollAfterMinutes ?? 10) * MINUTE;
  try {
    let account = await freshAccount(platform, claimed);
    if (account.state !== 'active') return 0;
    let events: NewEvent[];
    try {
      events = await commentsOf(platform, account);
    } catch (error) {
      if (!(error instanceof DouyinCallError && isAccessExpired(error.code))) throw error;
      account = await freshAccount(platform, account, true);
      events = await commentsOf(platform, account);
    }
    if (claimed.backoffUntil) await setBackoff(db, claimed.id, null);
    const added = await insertEvents(db, events);
    if (added) await touchLastEvent(db, claimed.id, now());
    return added;
  } catch (error) {
    if (error instanceof DouyinCallError && isRateLimit(error.code))
      await setBackoff(db, claimed.id, new Date(now().getTime() + nextBackoff(claimed, base)));
    else platform.log.warn({ err: error, account: claimed.id }, 'Douyin comment poll failed');
    return 0;
  }
}

/** Polls every account that is due; answers how many new comments were queued. */
export async function pollDue(platform: Platform, poke: () => void): Promise<number> {
  if (!platform.app) return 0;
  const now = platform.deps.now();
  const quietSince = new Date(now.getTime() - platform.app.config.pollAfterMinutes * MINUTE);
  const due = await claimDuePoll(platform.deps.db, quietSince, now, ACCOUNTS_PER_SWEEP);
  let added = 0;
  for (const account of due)
    if (account.scopes.includes(ABILITY_SCOPES.videos))
      added += await pollAccount(platform, account);
  if (added) poke();
  return added;
}
