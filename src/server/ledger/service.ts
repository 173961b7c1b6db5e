// The one door every tool charges through: price from the table, the free-account rule, then a hold that
// the tool settles with the actual cost or releases. Also the read side: balances (the expense log is the
// billing module's, which knows what each movement paid for).
import type { CreditsSummary } from '@shared/api/billing';
import { modelOf, priceOf, type PriceQuery, type PriceTable } from '@shared/billing/prices';
import { createKnownBalances, noticingCloses } from './known-balances';
import type { PriceBook } from './price-book';
import { AppError } from '../http/app-error';
import type { Database } from '../db/client';
import { bucketsQuery, heldQuery, planQuery, spendableQuery } from './balance-reads';
import {
  creditHoldValues,
  ledgerRefusal,
  type Executor,
  type Hold,
  type HoldInput,
  type HoldValues,
  type Ledger,
} from './ledger';

export interface Quote {
  credits: number;
  locked: boolean;
  affordable: boolean;
}

/** What a tool says of the work it holds for: the price and the plan rule come from its query. */
type HoldWork = Omit<HoldInput, 'userId' | 'amount' | 'requiresPlan'> & { amount?: number };

/** A hold to be taken inside the caller's own statement (see `CreditsService.holdCallFor`). */
export interface HoldCall {
  /** Its arguments, for a statement prepared with `CREDIT_HOLD_PLACEHOLDERS` in its place. */
  values: HoldValues;
  /** What it holds. */
  amount: number;
  /** What the statement throws, read as holdFor would throw it. */
  refusal(error: unknown): unknown;
  /** The statement was stored with a new hold: this process's view of the account is lowered by it. */
  stored(): void;
}

export interface CreditsService {
  readonly ledger: Ledger;
  /** The table in force now: read it when pricing, never keep it past the work it priced. */
  readonly prices: PriceTable;
  /** The versions admins publish. */
  readonly book: PriceBook;
  /** A plan is active or paid through now: every model is open. */
  isSubscribed(userId: string): Promise<boolean>;
  quote(userId: string, query: PriceQuery): Promise<Quote>;
  /** Quotes of several queries with one look at the account (its plan and balance). */
  quoteMany(userId: string, queries: PriceQuery[]): Promise<Quote[]>;
  /**
   * Holds the price (or `amount`, when the tool knows better) if the account may use the model, in one
   * statement: a refusal writes nothing. `on` runs it inside the caller's transaction.
   */
  holdFor(userId: string, query: PriceQuery, work: HoldWork, on?: Executor): Promise<Hold>;
  /**
   * holdFor as a part of the caller's own statement (a task or an answer's rows inserted with their hold,
   * the hold a CTE of the insert): one round trip for both, and a refusal writes neither.
   */
  holdCallFor(userId: string, query: PriceQuery, work: HoldWork): HoldCall;
  summary(userId: string): Promise<CreditsSummary>;
  /**
   * Whether this process's last look at the account says it can pay for `query` now: work may then start
   * while its hold is written (ledger/known-balances.ts). The hold still decides.
   */
  mayCover(userId: string, query: PriceQuery): boolean;
  /** The sign-up credits, once per account. */
  grantSignup(userId: string): Promise<void>;
}

export function createCreditsService(
  db: Database,
  ledger: Ledger,
  book: PriceBook,
  now: () => Date,
): CreditsService {
  const currentPlan = async (userId: string) => {
    const [row] = await planQuery(db).execute({ userId });
    return row;
  };
  const paidThrough = (plan: Awaited<ReturnType<typeof currentPlan>>) =>
    Boolean(plan && plan.status !== 'past_due' && plan.periodEnd > now());

  const spendable = async (userId: string) => {
    const [row] = await spendableQuery(db).execute({ userId, now: now().toISOString() });
    return Number(row?.total ?? 0);
  };

  const priceFor = (query: PriceQuery) => {
    const credits = priceOf(book.current, query);
    if (credits === undefined) throw new AppError('NO_PRICE');
    return credits;
  };
  /** The query is for a model outside the free list: only a paid plan may use it. */
  const needsPlan = (query: PriceQuery) => {
    const model = modelOf(query);
    return Boolean(model && !book.current.freeModels.includes(model));
  };

  const known = createKnownBalances(async (userId) => {
    const [plan, balance] = await Promise.all([currentPlan(userId), spendable(userId)]);
    return { spendable: balance, subscribed: paidThrough(plan) };
  });
  const holdInput = (userId: string, query: PriceQuery, work: HoldWork): HoldInput => ({
    ...work,
    userId,
    amount: work.amount ?? priceFor(query),
    requiresPlan: needsPlan(query),
  });
  /** A refused hold as users read it: a locked model is named. */
  const holdRefusal = (query: PriceQuery, error: unknown) =>
    error instanceof AppError && error.code === 'MODEL_LOCKED'
      ? new AppError('MODEL_LOCKED', { model: modelOf(query) ?? '' })
      : error;

  const quoteMany = async (userId: string, queries: PriceQuery[]): Promise<Quote[]> => {
    const credits = queries.map(priceFor);
    const [plan, balance] = await Promise.all([currentPlan(userId), spendable(userId)]);
    const subscribed = paidThrough(plan);
    return queries.map((query, index) => ({
      credits: credits[index]!,
      locked: needsPlan(query) && !subscribed,
      affordable: balance >= credits[index]!,
    }));
  };

  return {
    // Its closes give back to the known balances what their holds did not charge.
    ledger: noticingCloses(ledger, known),
    book,
    get prices() {
      return book.current;
    },
    isSubscribed: async (userId) => paidThrough(await currentPlan(userId)),

    async quote(userId, query) {
      const [quote] = await quoteMany(userId, [query]);
      return quote!;
    },
    quoteMany,

    async holdFor(userId, query, work, on) {
      try {
        const hold = await ledger.hold(holdInput(userId, query, work), on);
        if (hold.status === 'held') known.held(userId, hold.amount);
        return hold;
      } catch (error) {
        throw holdRefusal(query, error);
      }
    },

    mayCover(userId, query) {
      const credits = priceOf(book.current, query);
      return credits !== undefined && known.covers(userId, credits, needsPlan(query));
    },

    holdCallFor(userId, query, work) {
      const input = holdInput(userId, query, work);
      const values = creditHoldValues(input, now());
      return {
        values,
        amount: input.amount,
        refusal: (error) => holdRefusal(query, ledgerRefusal(error)),
        stored: () => known.held(userId, input.amount),
      };
    },

    async summary(userId) {
      const [groups, held, plan] = await Promise.all([
        bucketsQuery(db).execute({ userId, now: now().toISOString() }),
        heldQuery(db).execute({ userId }),
        currentPlan(userId),
      ]);
      const buckets = groups.map((group) => ({
        bucket: group.bucket,
        amount: Number(group.amount ?? 0),
        expiresAt: group.expiresAt?.toISOString() ?? null,
      }));
      return {
        total: buckets.reduce((total, bucket) => total + bucket.amount, 0),
        held: Number(held[0]?.amount ?? 0),
        buckets,
        plan: plan
          ? {
              id: plan.plan,
              status: plan.status,
              periodEnd: plan.periodEnd.toISOString(),
              nextPlan: plan.nextPlan,
            }
          : null,
        subscribed: paidThrough(plan),
      };
    },

    async grantSignup(userId) {
      const { signupCredits } = book.current;
      if (signupCredits <= 0) return;
      await ledger.grant({
        userId,
        key: `signup:${userId}`,
        bucket: 'forever',
        amount: signupCredits,
        source: 'signup',
        reason: 'Sign-up credits',
      });
    },
  };
}
