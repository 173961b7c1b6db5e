// One request to a call of the contract, whichever way it must travel: `inject` for JSON calls, a loopback
// socket for streaming ones (`inject` waits for an end an event stream only reaches when its client goes).
// Every request names its own network address (`remoteAddress`, or X-Forwarded-For to the world's trusted
// proxy setting), so the per-address limits stay out of the way of what is being tested.
import type { AnyRoute } from '../../../../src/shared/api/http';
import type { TestApp } from '../../support/test-app';

export interface Request {
  url: string;
  payload?: string;
  contentType?: string;
  headers?: Record<string, string>;
  address: string;
}

/** An answer, whichever way it came; status 599 when no whole answer came in time. */
export interface Answer {
  status: number;
  type: string;
  body: string;
}

/** A stream the fakes answer at once ends well within this; one still open after it is a finding. */
const STREAM_TIMEOUT_MS = 20_000;

/** `base`: where the app listens, for the streaming calls. */
export function createTransport(t: TestApp, base: string) {
  return async function send(route: AnyRoute, request: Request): Promise<Answer> {
    const headers = {
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...request.headers,
    };
    if (route.kind === 'stream') {
      try {
        const response = await fetch(`${base}${request.url}`, {
          method: route.method,
          headers: { ...headers, 'x-forwarded-for': request.address },
          body: request.payload,
          signal: AbortSignal.timeout(STREAM_TIMEOUT_MS),
        });
        const type = response.headers.get('content-type') ?? '';
        return { status: response.status, type, body: await response.text() };
      } catch (error) {
        return { status: 599, type: '', body: `no whole answer: ${String(error)}` };
      }
    }
    const response = await t.app.inject({
      method: route.method,
      url: request.url,
      payload: request.payload,
      headers,
      remoteAddress: request.address,
    });
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, type, body: response.body };
  };
}
