// One row of the expense log (`billingApi.expenses`): a movement of the account's credits as its owner reads
// it. Every change to a balance is one of these kinds, so the rows explain every rise and fall, and `balance`
// after the newest row is the balance the header shows (product-rules.md, Credits: "the expense log lists
// them"). Amounts are hundredths.
import * as z from 'zod/mini';
import { BUCKETS } from '../billing/credits';
import { PLAN_IDS } from '../billing/prices';

/**
 * - `grant`: credits added (sign-up, a plan's allowance, a pack bought, a recharge, a reward, support).
 * - `charge`: work paid for (a chat answer, an image tool's task).
 * - `reserve`: credits held for work that is still running, or was held and then given back.
 * - `refund`: held credits given back because the work failed, was canceled or ran out of time.
 * - `expire`: credits that ended (a pack's validity, the subscription balance at renewal or after a failed
 *   renewal payment).
 * - `deduct`: credits taken away by support.
 */
export const EXPENSE_KINDS = ['grant', 'charge', 'reserve', 'refund', 'expire', 'deduct'] as const;
export type ExpenseKind = (typeof EXPENSE_KINDS)[number];

/** Why credits ended: their time ran out, the subscription renewed, or its renewal payment failed. */
export const EXPIRY_CAUSES = ['expired', 'renewed', 'paymentFailed'] as const;

const hundredths = z.int();

export const expense = z.object({
  id: z.string(),
  kind: z.enum(EXPENSE_KINDS),
  /** Signed: positive added to the balance, negative taken from it. */
  amount: hundredths,
  /** The balance after this row: the sum of this row and every older one. */
  balance: hundredths,
  /**
   * What moved the credits. A grant's origin (`signup`, `admin`, `subscription`, `topup`, `recharge`,
   * `invite`); for charges, reserves and refunds what was used (`chat`, `helper`, or a tool's id such as
   * `imagine`, `super`, `style`); `admin` for a deduction; `expiry` for credits that ended.
   */
  service: z.string(),
  /** The model or variant used: an image model's id, a style's, a graffiti style's, a character's. */
  model: z.nullable(z.string()),
  /** The model's name as its catalogue writes it (chat models, image models); null when it has none. */
  modelLabel: z.nullable(z.string()),
  /** A follow-up of an earlier result (a Midjourney upscale, variation…); null for a first run. */
  action: z.nullable(z.string()),
  /** A reserve whose work is still running: its credits are held, not yet charged or given back. */
  pending: z.boolean(),
  /** What support wrote with a grant or a deduction. */
  note: z.nullable(z.string()),
  /** The plan whose allowance a grant is. */
  plan: z.nullable(z.enum(PLAN_IDS)),
  /** The order a purchase (pack or recharge) paid. */
  order: z.nullable(z.string()),
  /** The bucket credits were added to or ended from. */
  bucket: z.nullable(z.enum(BUCKETS)),
  /** When a grant's credits end; null when they never do, and on every other kind. */
  expiresAt: z.nullable(z.string()),
  /** Why credits ended (expire rows only). */
  cause: z.nullable(z.enum(EXPIRY_CAUSES)),
  createdAt: z.string(),
  /** How it was recorded: a charge's event (the chat model, a tool's action), a grant's reason. */
  event: z.string(),
  /** The size of the movement, never negative (`amount` says which way). */
  credits: hundredths,
  /** Of `credits`, what the subscription balance took or received. */
  subscriptionAmount: hundredths,
  /** Of `credits`, what bought and never-expiring credits took or received. */
  topupAmount: hundredths,
});
export type Expense = z.infer<typeof expense>;
