// POST /api/douyin/webhook: the platform's events, signed over the raw bytes. Answered within the platform's
// 5 seconds whatever happens: no platform call here, only rows. A delivery is taken once by its Msg-Id (in
// the same statement as what it stores, so a failure leaves the retry to do it), deliveries arriving together
// share one statement, and the reply engine is poked.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { verifyWebhookSignature } from '../../providers/douyin/signature';
import { contentOf, type WebhookBody, type WebhookInbox } from './inbox';
import type { Platform } from './platform';
import type { ReplyQueue } from './seams';

export const WEBHOOK_PATH = '/api/douyin/webhook';

function parse(raw: Buffer): WebhookBody {
  try {
    const body = JSON.parse(raw.toString('utf8')) as WebhookBody;
    if (body && typeof body === 'object' && typeof body.event === 'string') return body;
  } catch {
    // answered below
  }
  throw new AppError('VALIDATION', { field: 'body' });
}

export async function webhookRoute(
  app: FastifyInstance,
  platform: Platform,
  inbox: WebhookInbox,
  queue: () => ReplyQueue,
): Promise<void> {
  await app.register(async (scope) => {
    // Only this route keeps the body as bytes: the signature is over them, not over re-serialised JSON.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // The platform delivers bursts from a few addresses; the signature, not a per-address limit, guards it.
    const options = { bodyLimit: 256 * 1024, config: { rateLimit: false } } as const;
    scope.post(WEBHOOK_PATH, options, async (request, reply) => {
      if (!platform.app) throw new AppError('DOUYIN_NOT_CONFIGURED');
      const raw = request.body;
      const signature = request.headers['x-douyin-signature'];
      if (
        !Buffer.isBuffer(raw) ||
        !verifyWebhookSignature(
          platform.app.config.clientSecret,
          raw,
          typeof signature === 'string' ? signature : undefined,
        )
      )
        throw new AppError('UNAUTHORIZED', {}, 'errors.webhookSignature');
      const body = parse(raw);
      if (body.event === 'verify_webhook')
        return reply.send({ challenge: contentOf(body).challenge });
      const header = request.headers['msg-id'];
      const msgId =
        typeof header === 'string' && header
          ? header
          : `body:${createHash('sha256').update(raw).digest('hex')}`;
      const queued = await inbox.take(msgId, body, platform.deps.now());
      if (queued) queue().poke();
      return reply.send({ received: true });
    });
  });
}
