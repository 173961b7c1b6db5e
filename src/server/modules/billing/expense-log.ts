// The expense log as its owner reads it: every movement of their credits (expense-log-repo.ts) with what it
// was for. The words are the renderer's, in the reader's language; this says which plan, order, tool, model,
// style or reason each row is about, in ids and catalogue names the renderer can word.
import type { Expense } from '@shared/api/billing';
import type { Deps } from '../../deps';
import { expenseMoves, type MoveRow } from './expense-log-repo';
import { causeOfExpiry, orderOfReason, planOfReason } from './grant-reasons';

/** What the log needs of the tasks module: an image model's name by its id. */
export type ModelLabels = (id: string) => string | undefined;

/** Grant sources whose reason is our own wording (the renderer words them); any other shows its reason. */
const SYSTEM_SOURCES = new Set(['signup', 'subscription', 'topup', 'recharge', 'invite']);
/** Charges paid through the chat engine: their event is the chat model's name. */
const CHAT_SERVICES = new Set(['chat', 'helper', 'bot']);

function describe(row: MoveRow, labels: ModelLabels) {
  switch (row.kind) {
    case 'grant':
      return {
        service: row.source ?? 'grant',
        event: row.reason ?? '',
        note: row.source && SYSTEM_SOURCES.has(row.source) ? null : row.reason,
        plan: row.source === 'subscription' ? planOfReason(row.reason) : null,
        order:
          row.source === 'topup' || row.source === 'recharge' ? orderOfReason(row.reason) : null,
        expiresAt: row.expiresAt?.toISOString() ?? null,
      };
    case 'expire':
      return { service: 'expiry', event: row.reason ?? '', cause: causeOfExpiry(row.reason) };
    case 'deduct':
      return { service: 'admin', event: row.event ?? '', note: row.event };
    default: {
      // A charge, or held credits and their refund: chat by its model, a tool's task by its model or variant.
      const service = row.service ?? '';
      const chat = CHAT_SERVICES.has(service);
      const model = chat ? null : row.model;
      return {
        service,
        event: row.event ?? '',
        model,
        modelLabel: chat ? row.event : model ? (labels(model) ?? null) : null,
        action: row.action && row.action !== 'generate' ? row.action : null,
        pending: row.kind === 'reserve' && row.open,
      };
    }
  }
}

function toExpense(row: MoveRow, labels: ModelLabels): Expense {
  const credits = Math.abs(row.amount);
  const subscriptionAmount = Math.min(row.subscriptionAmount, credits);
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    balance: row.balance,
    model: null,
    modelLabel: null,
    action: null,
    pending: false,
    note: null,
    plan: null,
    order: null,
    bucket: row.bucket,
    expiresAt: null,
    cause: null,
    createdAt: row.at.toISOString(),
    credits,
    subscriptionAmount,
    topupAmount: credits - subscriptionAmount,
    ...describe(row, labels),
  };
}

/** A page of the user's expense log, newest first (their own rows only). */
export async function expenseLog(
  deps: Deps,
  labels: ModelLabels,
  userId: string,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await expenseMoves(deps.db, userId, page, pageSize);
  return { list: rows.map((row) => toExpense(row, labels)), total, page, pageSize };
}
