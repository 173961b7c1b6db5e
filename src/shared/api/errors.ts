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
  INTERNAL: 'errors.internal',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_CODES;
}
