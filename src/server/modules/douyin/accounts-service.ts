// The connected accounts as their owner sees them: what each may do (per ability, granted, missing and why,
// or failing with the platform's reason), when it must be authorized again, its settings and replies today.
import { DOUYIN_ABILITIES, type DouyinAccount, type DouyinSettings } from '@shared/api/douyin';
import { AppError } from '../../http/app-error';
import { DOUYIN_CODES, DouyinCallError } from '../../providers/douyin/errors';
import { IMAGE_POST } from '../../providers/douyin/client';
import { accountOf, accountsOf, deleteOwned, repliesTodayOf, updateOwned } from './accounts-repo';
import { pausedRuleCount } from './rules-repo';
import { isTimeZone } from './day';
import { ABILITY_SCOPES, callerOf, forAbility, type Platform } from './platform';
import type { AccountRow } from './seams';
import { freshAccount } from './tokens';

const DAY = 86_400_000;
/** Re-authorization is announced this long before it is due. */
const REAUTHORIZE_NOTICE_MS = 7 * DAY;
const VIDEOS_PER_PAGE = 10;

type AbilityView = DouyinAccount['abilities'][number];

function failureReason(code: number): NonNullable<AbilityView['reason']> {
  if (code === DOUYIN_CODES.quotaUsedUp) return 'quotaUsedUp';
  if (code === DOUYIN_CODES.tooFrequent) return 'tooFrequent';
  if (code === DOUYIN_CODES.appNotApproved) return 'appNotApproved';
  return 'failed';
}

export function abilitiesOf(account: Pick<AccountRow, 'scopes' | 'failures'>): AbilityView[] {
  return DOUYIN_ABILITIES.map((ability): AbilityView => {
    if (!account.scopes.includes(ABILITY_SCOPES[ability]))
      // The platform admits no new apps to private messages, and gives them to enterprise accounts only.
      return {
        ability,
        state: 'missing',
        reason: ability === 'messages' ? 'enterpriseOnly' : 'notGranted',
      };
    const failure = account.failures[ability];
    return failure
      ? { ability, state: 'failing', reason: failureReason(failure.code) }
      : { ability, state: 'granted' };
  });
}

export function reauthorizeBy(account: AccountRow, now: Date): string | null {
  const lapses = account.refreshExpiresAt;
  if (account.state === 'reauthorize') return lapses.toISOString();
  const soon = lapses.getTime() - now.getTime() <= REAUTHORIZE_NOTICE_MS;
  return account.renewalsLeft === 0 && soon ? lapses.toISOString() : null;
}

export async function accountView(platform: Platform, account: AccountRow): Promise<DouyinAccount> {
  const now = platform.deps.now();
  return {
    id: account.id,
    openId: account.openId,
    nickname: account.nickname,
    avatar: account.avatar,
    state: account.state,
    abilities: abilitiesOf(account),
    accessExpiresAt: account.accessExpiresAt.toISOString(),
    refreshExpiresAt: account.refreshExpiresAt.toISOString(),
    renewalsLeft: account.renewalsLeft,
    reauthorizeBy: reauthorizeBy(account, now),
    settings: account.settings,
    repliesToday: await repliesTodayOf(platform.deps.db, account, now),
    pausedRules: await pausedRuleCount(platform.deps.db, account.id),
    lastEventAt: account.lastEventAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
  };
}

export async function listAccounts(platform: Platform, userId: string) {
  const rows = await accountsOf(platform.deps.db, userId);
  return {
    configured: Boolean(platform.app),
    accounts: await Promise.all(rows.map((row) => accountView(platform, row))),
  };
}

async function owned(platform: Platform, userId: string, id: string): Promise<AccountRow> {
  const account = await accountOf(platform.deps.db, userId, id);
  if (!account) throw new AppError('NOT_FOUND');
  return account;
}

export async function setStatus(platform: Platform, userId: string, id: string, active: boolean) {
  const account = await owned(platform, userId, id);
  // Only a new authorization brings back an account whose tokens lapsed or were revoked.
  if (account.state === 'reauthorize') throw new AppError('DOUYIN_REAUTHORIZE');
  const row = await updateOwned(platform.deps.db, userId, id, {
    state: active ? 'active' : 'paused',
    updatedAt: platform.deps.now(),
  });
  return accountView(platform, row ?? account);
}

export async function saveSettings(
  platform: Platform,
  userId: string,
  id: string,
  settings: DouyinSettings,
) {
  // Another user's id is NOT_FOUND whatever the settings say.
  const account = await owned(platform, userId, id);
  if (!isTimeZone(settings.timeZone))
    throw new AppError('VALIDATION', { field: 'settings.timeZone' }, 'douyin.errors.timeZone');
  const row = await updateOwned(platform.deps.db, userId, id, {
    settings,
    updatedAt: platform.deps.now(),
  });
  return accountView(platform, row ?? account);
}

/** Revokes at the platform when it can (a failure there does not keep the data here), then forgets it all. */
export async function deleteAccount(platform: Platform, userId: string, id: string) {
  const account = await owned(platform, userId, id);
  if (platform.app && account.state !== 'reauthorize' && account.accessToken) {
    try {
      await platform.app.client.revoke(callerOf(platform, account));
    } catch (error) {
      platform.log.warn({ err: error, account: id }, 'Douyin revoke failed; removed here anyway');
    }
  }
  return { deleted: await deleteOwned(platform.deps.db, userId, id) };
}

/** A page of the account's videos with their comment counts; image posts take no comment replies. */
export async function listVideos(platform: Platform, userId: string, id: string, cursor: number) {
  let account = await owned(platform, userId, id);
  try {
    account = await freshAccount(platform, account);
    const page = await forAbility(platform, account, 'videos', (client, caller) =>
      client.videos(caller, cursor, VIDEOS_PER_PAGE),
    );
    return {
      list: page.list.map((video) => ({
        itemId: video.item_id,
        title: video.title,
        cover: video.cover ?? null,
        createdAt: new Date(video.create_time * 1000).toISOString(),
        comments: video.statistics?.comment_count ?? 0,
        replies: video.media_type !== IMAGE_POST,
      })),
      cursor: page.cursor,
      hasMore: page.has_more,
    };
  } catch (error) {
    if (error instanceof DouyinCallError) throw new AppError('DOUYIN_PLATFORM');
    throw error;
  }
}
