// Error codes carried in the envelope's `code`, each with the message key the server translates into `msg`.
// The client may branch on a code; the user reads the message.

export const ERROR_CODES = {
  VALIDATION: 'errors.validation',
  UNAUTHORIZED: 'errors.unauthorized',
  SESSION_EXPIRED: 'errors.sessionExpired',
  FORBIDDEN: 'errors.forbidden',
  ACCOUNT_SUSPENDED: 'errors.accountSuspended',
  NOT_FOUND: 'errors.notFound',
  RATE_LIMITED: 'errors.rateLimited',
  CODE_COOLDOWN: 'errors.codeCooldown',
  CODE_INVALID: 'errors.codeInvalid',
  CODE_EXPIRED: 'errors.codeExpired',
  CODE_ATTEMPTS: 'errors.codeAttempts',
  OAUTH_STATE: 'errors.oauthState',
  OAUTH_FAILED: 'errors.loginFailed',
  GOOGLE_NOT_CONFIGURED: 'errors.googleNotConfigured',
  MAIL_FAILED: 'errors.mailFailed',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  REQUEST_TIMEOUT: 'errors.requestTimeout',
  INSUFFICIENT_CREDITS: 'errors.insufficientCredits',
  MODEL_LOCKED: 'errors.modelLocked',
  IDEMPOTENCY_CONFLICT: 'errors.idempotencyConflict',
  HOLD_CLOSED: 'errors.holdClosed',
  PAYMENTS_NOT_CONFIGURED: 'errors.paymentsNotConfigured',
  PAYMENT_PROVIDER: 'errors.paymentProvider',
  ALREADY_SUBSCRIBED: 'errors.alreadySubscribed',
  NOT_SUBSCRIBED: 'errors.notSubscribed',
  NO_PRICE: 'errors.noPrice',
  WEBHOOK_SIGNATURE: 'errors.webhookSignature',
  MODEL_UNKNOWN: 'errors.modelUnknown',
  MODEL_UNAVAILABLE: 'errors.providerNotConfigured',
  VISION_UNSUPPORTED: 'errors.visionUnsupported',
  CONTEXT_TOO_LONG: 'errors.contextTooLong',
  ANSWER_IN_PROGRESS: 'errors.answerInProgress',
  PROVIDER_ERROR: 'errors.providerError',
  PROVIDER_TIMEOUT: 'errors.providerTimeout',
  PROVIDER_RATE_LIMITED: 'errors.providerRateLimited',
  STREAM_INTERRUPTED: 'errors.streamInterrupted',
  SERVER_RESTARTED: 'errors.serverRestarted',
  UPLOAD_REJECTED: 'errors.uploadRejected',
  TOOL_UNAVAILABLE: 'errors.toolUnavailable',
  PROMPT_BANNED: 'errors.promptBanned',
  PROVIDER_BUSY: 'errors.providerBusy',
  PROVIDER_BAD_OUTPUT: 'errors.providerBadOutput',
  REQUEST_PENDING: 'errors.requestPending',
  TASK_NOT_RETRYABLE: 'errors.taskNotRetryable',
  TASK_FINISHED: 'errors.taskFinished',
  BUTTON_UNKNOWN: 'errors.buttonUnknown',
  TRANSLATE_UNAVAILABLE: 'errors.translateUnavailable',
  FACE_NOT_FOUND: 'errors.faceNotFound',
  FACE_MANY: 'errors.faceMany',
  FACE_NOT_FRONTAL: 'errors.faceNotFrontal',
  FACE_BLURRY: 'errors.faceBlurry',
  /** A bot's widget refused: the website is not one of the bot's, or says two different things. */
  WIDGET_REFUSED: 'widget.errors.refused',
  /** A visitor's session is missing, ended or not for this: the widget asks for a new one. */
  WIDGET_SESSION: 'widget.errors.session',
  /** The bot's daily limit for visitors is spent. */
  BOT_DAILY_CAP: 'widget.errors.dailyCap',
  FEED_TASK_UNFINISHED: 'errors.feedTaskUnfinished',
  FEED_ITEM_UNAVAILABLE: 'errors.feedItemUnavailable',
  REPORT_OWN: 'errors.reportOwn',
  /** An admin may not suspend, demote or end the sessions of their own account from the console. */
  ADMIN_SELF: 'admin.errors.self',
  /** The last admin cannot be demoted: someone must be left to run the console. */
  LAST_ADMIN: 'admin.errors.lastAdmin',
  /** ADMIN_EMAILS makes this account an admin at every sign-in: the console cannot demote it. */
  CONFIGURED_ADMIN: 'admin.errors.configuredAdmin',
  /** Another admin published this setting (the price table…) after this editor opened it. */
  CONFIG_STALE: 'admin.errors.stale',
  /** Nothing waits for a decision on this target any more: another admin decided it, or it has no reports. */
  MODERATION_DECIDED: 'admin.moderation.errors.decided',
  /** The checked word is already in the list of its language. */
  BANNED_WORD_EXISTS: 'admin.moderation.errors.wordExists',
  /** A news post was saved by someone else since the admin opened it: their edit would write over it. */
  NEWS_STALE: 'admin.content.errors.stale',
  /** An account holds at most DOUYIN_LIMITS.rules reply rules. */
  DOUYIN_RULE_LIMIT: 'douyin.errors.ruleLimit',
  /** The reply no longer waits for approval: it was sent or rejected already. */
  DOUYIN_NOT_PENDING: 'douyin.errors.notPending',
  /** A template or starter was saved by someone else since the admin opened it. */
  CONTENT_STALE: 'admin.content.errors.changed',
  /** A category still has characters in it (the message says how many). */
  CATEGORY_IN_USE: 'admin.categories.errors.inUse',
  /** A category with this id exists already. */
  CATEGORY_EXISTS: 'admin.categories.errors.exists',
  /** This server has no Douyin app (DOUYIN_CLIENT_KEY and DOUYIN_CLIENT_SECRET unset). */
  DOUYIN_NOT_CONFIGURED: 'douyin.errors.notConfigured',
  /** The Douyin account is connected by another Atrium user. */
  DOUYIN_TAKEN: 'douyin.errors.taken',
  /** The platform refused or did not answer. */
  DOUYIN_PLATFORM: 'douyin.errors.platform',
  /** The account needs a new authorization before the platform can be called for it. */
  DOUYIN_REAUTHORIZE: 'douyin.errors.reauthorize',
  INTERNAL: 'errors.internal',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CODES;
}
