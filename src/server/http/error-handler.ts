// The one error handler: a user's mistake is a 4xx with a translated `msg`; anything else is a 500 that says
// nothing internal. A database error is logged by its code alone: its message holds the statement and the
// parameters users sent, which must not reach (or flood) the logs.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { ERROR_CODES, type ErrorCode } from '@shared/api/errors';
import type { Envelope } from '@shared/api/http';
import { databaseErrorSummary, isDataError } from '../db/errors';
import { hasMessage, translate } from '../i18n';
import { AppError, rateLimited } from './app-error';
import { requestLocale } from './locale';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  msg: string,
) {
  const body: Envelope<never> = { success: false, code, msg };
  return reply.status(status).send(body);
}

/** The first problem of a failed schema, in words: our own message key when the schema gave one. */
function describeZodError(error: $ZodError, request: FastifyRequest): string {
  const locale = requestLocale(request);
  const issue = error.issues[0];
  if (!issue) return translate(locale, ERROR_CODES.VALIDATION);
  if (hasMessage(issue.message)) return translate(locale, issue.message);
  const field = issue.path.join('.') || 'body';
  return translate(locale, 'errors.fieldInvalid', { field, reason: issue.message });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof AppError) {
      if (typeof error.params.seconds === 'number' && error.code === 'RATE_LIMITED')
        void reply.header('retry-after', String(error.params.seconds));
      return send(
        request,
        reply,
        error.statusCode,
        error.code,
        translate(locale, error.messageKey, error.params),
      );
    }
    if (error instanceof $ZodError) {
      return send(request, reply, 400, 'VALIDATION', describeZodError(error, request));
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      // The rate limiter has set Retry-After: the message says the same wait in words.
      const seconds = Number(reply.getHeader('retry-after'));
      const limited = Number.isFinite(seconds) && seconds > 0 ? rateLimited(seconds) : undefined;
      const msg = limited
        ? translate(locale, limited.messageKey, limited.params)
        : translate(locale, ERROR_CODES.RATE_LIMITED);
      return send(request, reply, 429, 'RATE_LIMITED', msg);
    }
    if (status === 413) {
      return send(
        request,
        reply,
        413,
        'PAYLOAD_TOO_LARGE',
        translate(locale, ERROR_CODES.PAYLOAD_TOO_LARGE),
      );
    }
    if (
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fastifyError.code?.startsWith('FST_ERR_CTP_')
    ) {
      return send(request, reply, 400, 'VALIDATION', translate(locale, 'errors.badJson'));
    }
    if (status >= 400 && status < 500) {
      return send(request, reply, status, 'VALIDATION', translate(locale, ERROR_CODES.VALIDATION));
    }
    const database = databaseErrorSummary(error);
    if (database && isDataError(error)) {
      // Data a request managed to send that the database refused: the sender's mistake, logged briefly.
      request.log.warn(database, 'request refused by the database');
      return send(request, reply, 400, 'VALIDATION', translate(locale, ERROR_CODES.VALIDATION));
    }
    if (database) {
      request.log.error(database, 'database error');
      return send(request, reply, 500, 'INTERNAL', translate(locale, ERROR_CODES.INTERNAL));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'INTERNAL', translate(locale, ERROR_CODES.INTERNAL));
  });
}

/**
 * Fastify's router refuses some addresses before any hook runs (a path that is not valid percent-encoding, a
 * path parameter past its length); those answers are in the envelope too (Fastify's `frameworkErrors`).
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const msg = translate(requestLocale(request), 'errors.badRequest');
  return send(request, reply, status, 'VALIDATION', msg);
}

/** The envelope's answer for a call no route serves. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const params = { method: request.method, path: request.url.split('?')[0] };
  return send(
    request,
    reply,
    404,
    'NOT_FOUND',
    translate(requestLocale(request), 'errors.routeNotFound', params),
  );
}
