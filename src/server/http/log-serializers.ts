// What a log line may say of a request and of an error. Secrets and what users sent stay out of the logs:
// one-time codes in the Google callback's query, and everything a failed query carries of its data (its
// parameters, and Postgres messages that quote values).
import { stdSerializers } from 'pino';

/** The Google callback carries a one-time code in its query: keep codes and states out of the logs. */
export function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:code|state)=)[^&]*/g, '$1[redacted]'),
    ip: request.ip,
  };
}

interface QueryFailure extends Error {
  query: string;
  params: unknown;
  cause?: { code?: unknown; constraint?: unknown; table?: unknown; routine?: unknown };
}

const isQueryFailure = (error: Error): error is QueryFailure =>
  typeof (error as Partial<QueryFailure>).query === 'string' && 'params' in error;

/** An error as pino writes it; a failed query only by its statement and the database's error code. */
export function serializeError(error: Error) {
  if (!isQueryFailure(error)) return stdSerializers.err(error);
  const cause = error.cause ?? {};
  return {
    type: error.name,
    message: `Failed query: ${error.query}`,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
    sqlState: cause.code,
    constraint: cause.constraint,
    table: cause.table,
    routine: cause.routine,
  };
}
