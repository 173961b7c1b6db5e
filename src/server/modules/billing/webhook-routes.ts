// POST /api/stripe/webhook: Stripe's signature checked on the raw bytes, each event handled once (by its id),
// and a failure answered 500 so that Stripe delivers it again.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../http/app-error';
import { handleEventOnce } from './fulfil';
import { requireStripe } from '../../providers/payments/stripe';

export const WEBHOOK_PATH = '/api/stripe/webhook';

export async function webhookRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Only this route keeps the body as bytes: the signature is over them, not over re-serialised JSON.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // Stripe delivers bursts from a few addresses; the signature, not a per-IP limit, guards this route.
    const options = { bodyLimit: 512 * 1024, config: { rateLimit: false } } as const;
    scope.post(WEBHOOK_PATH, options, async (request, reply) => {
      const { deps } = app;
      const { stripe, config } = await requireStripe(deps.payments);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
          throw new Error('unsigned');
        event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE');
      }
      await handleEventOnce(deps, event);
      return reply.send({ received: true });
    });
  });
}
