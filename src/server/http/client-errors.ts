// Answers to requests Node refuses before Fastify reads them (a body that arrived too slowly, headers or a URL
// too large, bytes that are not HTTP), in the same envelope as every other answer. The headers were not read,
// so the message is in the default language.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type ErrorCode } from '@shared/api/errors';
import type { Envelope } from '@shared/api/http';
import { DEFAULT_LOCALE } from '@shared/i18n/locales';
import { translate } from '../i18n';

const ANSWERS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: ERROR_CODES.REQUEST_TIMEOUT,
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'PAYLOAD_TOO_LARGE',
    message: ERROR_CODES.PAYLOAD_TOO_LARGE,
  },
};
const BAD_REQUEST = { status: 400, code: 'VALIDATION' as ErrorCode, message: 'errors.badRequest' };

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = ANSWERS[error.code ?? ''] ?? BAD_REQUEST;
  if (socket.writable) {
    const envelope: Envelope<never> = {
      success: false,
      code: answer.code,
      msg: translate(DEFAULT_LOCALE, answer.message),
    };
    const body = JSON.stringify(envelope);
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
