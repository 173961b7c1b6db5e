// Payments through Stripe: the client and the mapping between our plans and Stripe's prices. Without STRIPE_*
// settings there are no payments: checkout calls answer "payments are not configured" and everything else
// keeps working. The Stripe package is loaded at the first payment call (deferred.ts), not at start.
import type Stripe from 'stripe';
import type { PlanId } from '@shared/billing/prices';
import type { StripeConfig } from '../../config';
import { stripeModule } from '../../deferred';
import { AppError } from '../../http/app-error';
import { lazy } from '../../lazy';

export interface Payments {
  /** Made at its first use, once. */
  client: () => Promise<Stripe>;
  config: StripeConfig;
}

export function createPayments(config: StripeConfig | undefined): Payments | undefined {
  if (!config) return undefined;
  const client = lazy(async () => {
    const StripeClient = await stripeModule();
    return new StripeClient(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Atrium' },
      ...(config.api
        ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol }
        : {}),
    });
  });
  return { client, config };
}

/** The payments, or the error a user reads when this server takes none. */
export function requirePayments(payments: Payments | undefined): Payments {
  if (!payments) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  return payments;
}

/** The Stripe client and settings, or the error a user reads when this server takes no payments. */
export async function requireStripe(
  payments: Payments | undefined,
): Promise<{ stripe: Stripe; config: StripeConfig }> {
  const { client, config } = requirePayments(payments);
  return { stripe: await client(), config };
}

export function planOfPrice(config: StripeConfig, priceId: string | undefined): PlanId | undefined {
  const entry = Object.entries(config.planPrices).find(([, id]) => id === priceId);
  return entry?.[0] as PlanId | undefined;
}

/** An id whether Stripe sent the id or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.id;
}

/** Stripe failures a user caused are ours to explain; the rest are the provider's. */
export async function callStripe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // Loaded already: the call that failed was made with it.
    const { errors } = await stripeModule();
    if (error instanceof errors.StripeError)
      throw new AppError('PAYMENT_PROVIDER', { cause: error.message });
    throw error;
  }
}
