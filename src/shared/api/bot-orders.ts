// A bot's orders: every charge its owner paid for it (answers, to the owner's test chat and to visitors,
// the reading of its sources and the search of questions by meaning) as the ledger holds them. An order outlives the conversation or the source
// it paid for: its title is then empty.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';

/** An answer, a source's reading, or a question's search by meaning (its embedding). */
export const BOT_ORDER_KINDS = ['answer', 'source', 'search'] as const;
/** `pending` while the work runs (credits held), then `charged` or `refunded` (nothing was spent). */
export const BOT_ORDER_STATUSES = ['pending', 'charged', 'refunded'] as const;

export const botOrder = z.object({
  /** `BOT-<day>-<the order id's first part>`. */
  sn: z.string(),
  id: z.string(),
  botId: z.string(),
  kind: z.enum(BOT_ORDER_KINDS),
  /** The question answered or the source read; empty once it was removed, and for a search. */
  title: z.string(),
  /** The model's name for an answer, the kind of source for a reading, `question` for a search. */
  label: z.string(),
  status: z.enum(BOT_ORDER_STATUSES),
  /** Hundredths reserved before the work, and charged after it. */
  held: z.int(),
  charged: z.int(),
  createdAt: z.string(),
  closedAt: z.nullable(z.string()),
});
export type BotOrder = z.infer<typeof botOrder>;

export const BOT_ORDER_SN = /^BOT-(\d{8})-([0-9a-f]{8})$/i;

export const botOrderApi = {
  /** The bot's orders, newest first. */
  list: defineRoute({
    method: 'GET',
    path: '/api/bot/order/list',
    query: z.extend(pageQuery, { botId: z.uuid() }),
    data: pageData(botOrder),
    auth: true,
  }),
  /** One order of one of the user's bots, by its id. */
  order: defineRoute({
    method: 'GET',
    path: '/api/bot/order',
    query: z.object({ id: z.uuid() }),
    data: botOrder,
    auth: true,
  }),
  /** One order by its serial. */
  ordersn: defineRoute({
    method: 'GET',
    path: '/api/bot/ordersn',
    query: z.object({ sn: z.string().check(z.minLength(1), z.maxLength(40)) }),
    data: botOrder,
    auth: true,
  }),
} as const;
