// The account's tokens over their lives: the access token (15 days) is refreshed within the hour before it
// lapses; the refresh token (30 days) is renewed within its last 5 days while renewals are left (the platform
// allows five); when neither helps (10010, 10020, or the user revoked the app) the account waits for a new
// authorization. Each account is claimed with FOR UPDATE SKIP LOCKED in its own transaction, so one process
// renews it however many run, and nothing else waits on it for long.
import type { Queries } from '../../db/client';
import { DouyinCallError, needsReauthorization } from '../../providers/douyin/errors';
import { claimDueRefresh, lockAccount, markReauthorize, updateTokens } from './accounts-repo';
import { requireApp, type Platform } from './platform';
import type { AccountRow } from './seams';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Refreshed this long before the access token lapses. */
export const REFRESH_AHEAD_MS = HOUR;
/** Renewed this long before the refresh token lapses. */
export const RENEW_AHEAD_MS = 5 * DAY;
/** Accounts renewed by one sweep at most (the rest wait a minute). */
const SWEEP_LIMIT = 50;

const dueForRenewal = (account: AccountRow, now: Date) =>
  account.renewalsLeft > 0 && account.refreshExpiresAt.getTime() - now.getTime() < RENEW_AHEAD_MS;

/** Refreshes (and, when due, renews) one locked account; answers the row as it is now. */
async function renewTokens(
  platform: Platform,
  db: Queries,
  account: AccountRow,
  force = false,
): Promise<AccountRow> {
  const { client } = requireApp(platform);
  const { box } = platform;
  const now = platform.deps.now();
  let row = account;
  try {
    if (force || row.accessExpiresAt.getTime() - now.getTime() < REFRESH_AHEAD_MS) {
      const fresh = await client.refresh(box.open(row.refreshToken));
      row =
        (await updateTokens(db, row.id, {
          accessToken: box.seal(fresh.access_token),
          accessExpiresAt: new Date(now.getTime() + fresh.expires_in * 1000),
          updatedAt: now,
        })) ?? row;
    }
    if (dueForRenewal(row, now)) {
      const renewed = await client.renewRefreshToken(box.open(row.refreshToken));
      row =
        (await updateTokens(db, row.id, {
          refreshToken: box.seal(renewed.refresh_token),
          refreshExpiresAt: new Date(now.getTime() + renewed.expires_in * 1000),
          renewalsLeft: row.renewalsLeft - 1,
          updatedAt: now,
        })) ?? row;
    }
    return row;
  } catch (error) {
    if (error instanceof DouyinCallError && needsReauthorization(error.code)) {
      await markReauthorize(db, row.id, now);
      return { ...row, state: 'reauthorize', accessToken: '', refreshToken: '' };
    }
    throw error;
  }
}

/** Renews every account that is due, one transaction each; answers how many were looked at. */
export async function refreshDue(platform: Platform): Promise<number> {
  if (!platform.app) return 0;
  let done = 0;
  const seen = new Set<string>();
  while (done < SWEEP_LIMIT) {
    const now = platform.deps.now();
    const handled = await platform.deps.db.transaction(async (tx) => {
      const [account] = await claimDueRefresh(tx, {
        accessBefore: new Date(now.getTime() + REFRESH_AHEAD_MS),
        refreshBefore: new Date(now.getTime() + RENEW_AHEAD_MS),
        skip: [...seen],
        limit: 1,
      });
      if (!account) return false;
      seen.add(account.id);
      try {
        await renewTokens(platform, tx, account);
      } catch (error) {
        platform.log.warn({ err: error, account: account.id }, 'Douyin token renewal failed');
      }
      return true;
    });
    if (!handled) break;
    done += 1;
  }
  return done;
}

/**
 * The account with a usable access token: refreshed first when it lapsed or is about to (or `force`, after
 * the platform said it expired). The row is locked meanwhile, so a sweep in another process waits and then
 * finds nothing left to do.
 */
export async function freshAccount(
  platform: Platform,
  account: AccountRow,
  force = false,
): Promise<AccountRow> {
  const soon = platform.deps.now().getTime() + 60_000;
  if (!force && account.accessExpiresAt.getTime() > soon) return account;
  if (account.state === 'reauthorize') return account;
  return platform.deps.db.transaction(async (tx) => {
    const locked = await lockAccount(tx, account.id);
    if (!locked || locked.state === 'reauthorize') return locked ?? account;
    const stale = locked.accessExpiresAt.getTime() <= soon;
    return stale || (force && locked.accessToken === account.accessToken)
      ? renewTokens(platform, tx, locked, true)
      : locked;
  });
}
