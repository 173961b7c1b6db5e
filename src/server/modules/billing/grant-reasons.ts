// The reasons billing writes on the credits it grants or ends, and their reading back: the expense log names
// the plan or the order a grant was for, and why credits ended, from these. Both sides live here so the
// wording and its reading never drift apart.
import { PLAN_IDS, type PlanId } from '@shared/billing/prices';
import { REPLACED_REASON_PREFIX } from '../../ledger/lots';

const PLAN_SUFFIX = ' plan';
const ORDER_PREFIX = 'order ';
const RENEWAL_FAILED_PREFIX = 'renewal payment failed: ';

/** A plan's allowance for one period. */
export const planReason = (plan: PlanId) => `${plan}${PLAN_SUFFIX}`;
/** Credits a paid order bought (a pack or a recharge). */
export const orderReason = (sn: string) => `${ORDER_PREFIX}${sn}`;
/** The subscription balance ended because the renewal's invoice was not paid. */
export const renewalFailedReason = (invoiceId: string) => `${RENEWAL_FAILED_PREFIX}${invoiceId}`;

export function planOfReason(reason: string | null): PlanId | null {
  return PLAN_IDS.find((plan) => reason === planReason(plan)) ?? null;
}

export function orderOfReason(reason: string | null): string | null {
  return reason?.startsWith(ORDER_PREFIX) ? reason.slice(ORDER_PREFIX.length) : null;
}

/** Why credits ended, from the reason on their `expire` entry. */
export function causeOfExpiry(reason: string | null): 'expired' | 'renewed' | 'paymentFailed' {
  if (reason?.startsWith(REPLACED_REASON_PREFIX)) return 'renewed';
  if (reason?.startsWith(RENEWAL_FAILED_PREFIX)) return 'paymentFailed';
  // EXPIRED_REASON of the ledger's sweeper: the credits' time ran out.
  return 'expired';
}
