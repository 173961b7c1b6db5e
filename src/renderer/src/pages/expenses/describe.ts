// The words of one expense-log row in the reader's language: what it was (a tag), what it was about (the
// plan, the order, the tool with its model or style, the chat model) and a detail line (validity, why held
// credits came back, what support wrote). The server sends ids and catalogue names; the words are here.
import type { TFunction } from 'i18next';
import type { Expense } from '@shared/api/billing';
import { TOOL_NAV } from '@shared/tools/nav';
import type { CreditsFormat } from '../../features/billing/credits-format';

export interface ExpenseWords {
  /** The row's kind as a short tag (Added, Spent, In progress…). */
  tag: string;
  tone: 'credit' | 'debit' | 'held' | 'neutral';
  title: string;
  detail?: string;
}

const joined = (...parts: Array<string | null | undefined | false>) =>
  parts.filter(Boolean).join(' · ');

/** A model or variant of a tool by its own words: a style, a graffiti style, a character, a model's name. */
function variant(t: TFunction, row: Expense): string | null {
  const model = row.model;
  if (!model) return row.modelLabel;
  switch (row.service) {
    case 'style':
      return t(`tools.style.presets.${model}.name`, { defaultValue: model });
    case 'doodle':
      return t(`tools.doodle.styles.${model}`, { defaultValue: model });
    case 'cosplay':
      return model === 'custom'
        ? t('tools.cosplay.custom')
        : t(`tools.cosplay.presets.${model}`, { defaultValue: model });
    case 'imagine':
      return row.modelLabel ?? model;
    default:
      // The upscaler, product images and the photo book have one variant: the tool's name says it all.
      return null;
  }
}

/** What credits paid for: chat by its model, an image tool by its name and model or style. */
function subject(t: TFunction, row: Expense): string {
  if (row.service === 'chat' || row.service === 'helper' || row.service === 'bot')
    return joined(t(`billing.expenses.services.${row.service}`), row.modelLabel);
  if (row.service === 'knowledge')
    return joined(
      t('billing.expenses.services.knowledge'),
      t(`billing.expenses.knowledge.${row.event}`, { defaultValue: '' }),
    );
  const tool = TOOL_NAV.find((nav) => nav.id === row.service);
  if (!tool) return joined(row.service, row.modelLabel ?? row.model);
  const action = row.action
    ? t(`billing.expenses.actions.${row.action}`, { defaultValue: row.action })
    : null;
  return joined(t(`${tool.messages}.nav`), variant(t, row), action);
}

function grantTitle(t: TFunction, row: Expense): string {
  switch (row.service) {
    case 'subscription':
      return row.plan
        ? t('billing.expenses.grants.subscription', { plan: t(`billing.plans.${row.plan}`) })
        : t('billing.buckets.subscription');
    case 'signup':
    case 'admin':
    case 'topup':
    case 'recharge':
    case 'invite':
      return t(`billing.expenses.grants.${row.service}`);
    default:
      return t('billing.expenses.grants.other');
  }
}

function grantDetail(t: TFunction, fmt: CreditsFormat, row: Expense): string | undefined {
  const note = row.note ? t('billing.expenses.details.note', { note: row.note }) : null;
  const order = row.order ? t('billing.expenses.details.order', { sn: row.order }) : null;
  const until = row.expiresAt
    ? t(
        row.bucket === 'subscription'
          ? 'billing.expenses.details.until'
          : 'billing.expenses.details.validUntil',
        { date: fmt.date(row.expiresAt) },
      )
    : row.service === 'recharge'
      ? t('billing.expenses.details.neverExpires')
      : null;
  return joined(note, order, until) || undefined;
}

/** Where a charge was paid from, when the subscription balance had a part in it. */
function paidFrom(t: TFunction, fmt: CreditsFormat, row: Expense): string | undefined {
  if (!row.subscriptionAmount) return undefined;
  if (!row.topupAmount) return t('billing.expenses.details.paidSubscription');
  return t('billing.expenses.details.paidSplit', {
    subscription: fmt.amount(row.subscriptionAmount),
    other: fmt.amount(row.topupAmount),
  });
}

function expiryTitle(t: TFunction, row: Expense): string {
  if (row.cause === 'renewed' || row.cause === 'paymentFailed')
    return t(`billing.expenses.expiries.${row.cause}`);
  return t(`billing.expenses.expiries.${row.bucket ?? 'forever'}`);
}

export function describeExpense(t: TFunction, fmt: CreditsFormat, row: Expense): ExpenseWords {
  const kind = (key: string) => t(`billing.expenses.kinds.${key}`);
  switch (row.kind) {
    case 'grant':
      return {
        tag: kind('grant'),
        tone: 'credit',
        title: grantTitle(t, row),
        detail: grantDetail(t, fmt, row),
      };
    case 'charge':
      return {
        tag: kind('charge'),
        tone: 'debit',
        title: subject(t, row),
        detail: paidFrom(t, fmt, row),
      };
    case 'reserve':
      return row.pending
        ? {
            tag: kind('pending'),
            tone: 'held',
            title: subject(t, row),
            detail: t('billing.expenses.details.pending'),
          }
        : {
            tag: kind('reserve'),
            tone: 'neutral',
            title: subject(t, row),
            detail: t('billing.expenses.details.reserved'),
          };
    case 'refund':
      return {
        tag: kind('refund'),
        tone: 'credit',
        title: subject(t, row),
        detail: t('billing.expenses.details.returned'),
      };
    case 'expire':
      return { tag: kind('expire'), tone: 'neutral', title: expiryTitle(t, row) };
    case 'deduct':
      return {
        tag: kind('deduct'),
        tone: 'debit',
        title: t('billing.expenses.deduct'),
        detail: row.note ? t('billing.expenses.details.note', { note: row.note }) : undefined,
      };
  }
}

/** "+20" or "−2.5": the sign is written, so a credit and a debit differ without colour. */
export function signedAmount(fmt: CreditsFormat, amount: number): string {
  if (amount > 0) return `+${fmt.amount(amount)}`;
  if (amount < 0) return `\u2212${fmt.amount(-amount)}`;
  return fmt.amount(0);
}
