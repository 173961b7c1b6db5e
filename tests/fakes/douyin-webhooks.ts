// The loopback Douyin's webhook sender: events signed as the platform signs them
// (`X-Douyin-Signature: sha1(client_secret + rawBody)`, header `Msg-Id`), delivered at least once and in any
// order, as the platform delivers them, to a URL or through any transport (a test app's `inject`).
import { createHash, randomUUID } from 'node:crypto';

export interface WebhookEvent {
  event: string;
  from_user_id?: string;
  to_user_id?: string;
  /** A JSON string on the wire (an object only in verify_webhook); an object here is stringified. */
  content: unknown;
}

export interface Delivery {
  msgId: string;
  body: string;
  headers: Record<string, string>;
}

/** Posts one delivery; answers the HTTP status and the body. */
export type Transport = (delivery: Delivery) => Promise<{ status: number; body: string }>;

export function httpTransport(url: string): Transport {
  return async ({ body, headers }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(5000),
    });
    return { status: response.status, body: await response.text() };
  };
}

export function createWebhookSender(clientKey: string, clientSecret: string) {
  const sign = (body: string) => createHash('sha1').update(clientSecret).update(body).digest('hex');

  function delivery(event: WebhookEvent, msgId: string = randomUUID()): Delivery {
    const content =
      event.event === 'verify_webhook' || typeof event.content === 'string'
        ? event.content
        : JSON.stringify(event.content);
    const body = JSON.stringify({ ...event, client_key: clientKey, content });
    return {
      msgId,
      body,
      headers: {
        'content-type': 'application/json',
        'msg-id': msgId,
        'x-douyin-signature': sign(body),
      },
    };
  }

  return {
    delivery,
    /** The check the platform makes when a callback URL is saved: the answer must echo the challenge. */
    async verify(transport: Transport, challenge = 1234567) {
      const answer = await transport(delivery({ event: 'verify_webhook', content: { challenge } }));
      return { ...answer, challenge };
    },
    /** Each event `times` times with the same Msg-Id, all the copies shuffled, `parallel` at once. */
    async deliver(
      transports: Transport[],
      events: WebhookEvent[],
      options: { times?: number; shuffle?: boolean } = {},
    ) {
      const copies = events.flatMap((event) => {
        const first = delivery(event);
        return Array.from({ length: options.times ?? 1 }, () => first);
      });
      if (options.shuffle !== false) copies.sort(() => Math.random() - 0.5);
      return Promise.all(copies.map((copy, index) => transports[index % transports.length]!(copy)));
    },
  };
}
