// A user-facing failure: its code (envelope `code`), HTTP status and the parameters of its message.
import { ERROR_CODES, type ErrorCode } from '@shared/api/errors';

const STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION: 400,
  DOUYIN_RULE_LIMIT: 409,
  DOUYIN_NOT_PENDING: 409,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  CODE_COOLDOWN: 429,
  MAIL_FAILED: 503,
  INSUFFICIENT_CREDITS: 402,
  MODEL_LOCKED: 403,
  IDEMPOTENCY_CONFLICT: 409,
  HOLD_CLOSED: 409,
  ALREADY_SUBSCRIBED: 409,
  PAYMENTS_NOT_CONFIGURED: 503,
  PAYMENT_PROVIDER: 502,
  MODEL_UNKNOWN: 404,
  MODEL_UNAVAILABLE: 503,
  ANSWER_IN_PROGRESS: 409,
  PROVIDER_ERROR: 502,
  PROVIDER_TIMEOUT: 504,
  PROVIDER_RATE_LIMITED: 503,
  UPLOAD_REJECTED: 400,
  TOOL_UNAVAILABLE: 503,
  PROMPT_BANNED: 400,
  PROVIDER_BUSY: 503,
  REQUEST_PENDING: 429,
  TASK_NOT_RETRYABLE: 409,
  TASK_FINISHED: 409,
  BUTTON_UNKNOWN: 400,
  TRANSLATE_UNAVAILABLE: 503,
  FACE_NOT_FOUND: 400,
  FACE_MANY: 400,
  FACE_NOT_FRONTAL: 400,
  FACE_BLURRY: 400,
  WIDGET_REFUSED: 403,
  // Not 401: that would end the session of an owner signed in to Atrium in the same browser.
  WIDGET_SESSION: 403,
  BOT_DAILY_CAP: 429,
  FEED_TASK_UNFINISHED: 409,
  FEED_ITEM_UNAVAILABLE: 409,
  REPORT_OWN: 403,
  ADMIN_SELF: 409,
  LAST_ADMIN: 409,
  CONFIGURED_ADMIN: 409,
  CONFIG_STALE: 409,
  MODERATION_DECIDED: 409,
  BANNED_WORD_EXISTS: 409,
  NEWS_STALE: 409,
  CONTENT_STALE: 409,
  CATEGORY_IN_USE: 409,
  CATEGORY_EXISTS: 409,
  DOUYIN_TAKEN: 409,
  DOUYIN_PLATFORM: 502,
  DOUYIN_REAUTHORIZE: 409,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    /** A more precise message key than the code's own, e.g. `errors.routeNotFound` for NOT_FOUND. */
    readonly messageKey: string = ERROR_CODES[code],
  ) {
    super(code);
    this.statusCode = STATUS[code] ?? 400;
  }
}

/** A limit was reached and frees in `seconds`: the message says how long to wait (in seconds up to two
 * minutes, so it never reads "1 minutes"), and so does the answer's Retry-After. */
export function rateLimited(seconds: number): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  return wait < 120
    ? new AppError('RATE_LIMITED', { seconds: wait }, 'errors.rateLimitedSeconds')
    : new AppError(
        'RATE_LIMITED',
        { seconds: wait, minutes: Math.ceil(wait / 60) },
        'errors.rateLimitedMinutes',
      );
}
