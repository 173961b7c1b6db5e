// The Douyin Open Platform's refusals by error code, and what each means for an account.

/** A refusal from the platform, with its error code (28003018: too frequent, 28001008: token expired…). */
export class DouyinCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'DouyinCallError';
  }
}

export const DOUYIN_CODES = {
  /** The access token expired (the older code, and its newer form). */
  accessExpired: [10008, 2190008, 28001008],
  /** The refresh token expired: only a new authorization helps. */
  refreshExpired: 10010,
  /** The refresh token was renewed the most times the platform allows. */
  renewalsUsedUp: 10020,
  scopeNotGranted: 28001012,
  appNotApproved: 28001018,
  quotaUsedUp: 28003017,
  tooFrequent: 28003018,
} as const;

/** Our own code for a call that got no answer in time or an answer that was not the platform's. */
export const NO_ANSWER = -1;

export const isAccessExpired = (code: number) =>
  (DOUYIN_CODES.accessExpired as readonly number[]).includes(code);

/** Refusals that pass with time: the account is polled again only after a backoff. */
export const isRateLimit = (code: number) =>
  code === DOUYIN_CODES.quotaUsedUp || code === DOUYIN_CODES.tooFrequent;

/** Refusals after which only the user can help, by authorizing the app again. */
export const needsReauthorization = (code: number) =>
  code === DOUYIN_CODES.refreshExpired || code === DOUYIN_CODES.renewalsUsedUp;
