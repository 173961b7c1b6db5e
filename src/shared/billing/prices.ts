// The price table and what it implies: every price the UI shows and every hold the server makes is computed
// here from one table (config on the server, `GET /api/price` for the client). All amounts are hundredths.
import * as z from 'zod/mini';

const amount = z.int().check(z.nonnegative());
const positive = z.int().check(z.positive());
/**
 * The most one unit may cost (a result, a megapixel, 1,000 tokens): 10,000 credits. A price above it is a
 * slip of the keyboard, refused before it can charge anyone.
 */
export const MAX_UNIT_PRICE = 1_000_000;
const unitPrice = z.int().check(z.nonnegative(), z.lte(MAX_UNIT_PRICE));

export const PLAN_IDS = ['basic', 'standard', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const MJ_ACTIONS = [
  'imagine',
  'upscale',
  'variation',
  'highVariation',
  'lowVariation',
  'zoomOut2x',
  'zoomOut1_5x',
  'varyRegion',
] as const;
export type MjAction = (typeof MJ_ACTIONS)[number];

/** The price table's entries for tools priced per result (a tool's `price` key in src/shared/tools). */
export const TOOL_PRICE_KEYS = [
  'goods',
  'doodle',
  'cosplay',
  'style',
  'face',
  'ghibli',
  'imageToImage',
] as const;
export type ToolPriceKey = (typeof TOOL_PRICE_KEYS)[number];

export const priceTableSchema = z.object({
  /** ISO currency of plan and purchase prices (Stripe's lower-case code). */
  currency: z.string().check(z.regex(/^[a-z]{3}$/)),
  signupCredits: amount,
  inviteReward: amount,
  /** How long a bought ("Buy credits") lot stays valid. */
  topupValidMonths: positive,
  plans: z.array(
    z.object({
      id: z.enum(PLAN_IDS),
      /** Monthly price in cents. */
      monthlyPrice: positive,
      /** Monthly allowance in hundredths of a credit. */
      credits: positive,
    }),
  ),
  /** "Buy credits": packs valid `topupValidMonths` months. */
  topupPacks: z.array(z.object({ id: z.string(), credits: positive, price: positive })),
  /** "Recharge account": pay as you go, never expiring; hundredths per cent paid, within a range. */
  recharge: z.object({ creditsPerCent: positive, minPrice: positive, maxPrice: positive }),
  /** Models free accounts may use (chat model ids, image model ids and `upscaler`). */
  freeModels: z.array(z.string()),
  /** Per model id: hundredths per 1,000 input and output tokens. */
  chat: z.record(z.string(), z.object({ input: unitPrice, output: unitPrice })),
  /** Per image model id: hundredths per image, by size (or `*`) and quality (or `*`). */
  images: z.record(z.string(), z.record(z.string(), z.record(z.string(), unitPrice))),
  midjourney: z.record(z.enum(MJ_ACTIONS), unitPrice),
  /** Upscaler: hundredths per output megapixel, at least `minimum`. */
  upscale: z.object({ perMegapixel: unitPrice, minimum: unitPrice }),
  tools: z.record(z.enum(TOOL_PRICE_KEYS), unitPrice),
  /**
   * Per embeddings model id (the model catalogue's `embeddings` entries): hundredths per 1,000 tokens embedded,
   * for bots' knowledge. Optional, so a table written before it still loads; a server that embeds refuses to
   * start without the price of its model.
   */
  embeddings: z.optional(z.record(z.string(), unitPrice)),
  /** What the plan figures ("about N chat words…") are computed with. */
  estimates: z.object({
    chatModel: z.string(),
    /** Words per 1,000 tokens for the words estimate (English averages ~750). */
    wordsPerThousandTokens: positive,
    imageModel: z.string(),
    imageSize: z.string(),
    imageQuality: z.string(),
    upscale: z.object({ width: positive, height: positive, scale: positive }),
  }),
});
export type PriceTable = z.infer<typeof priceTableSchema>;

/** What an action costs, as the quote endpoint and every hold compute it. */
export type PriceQuery =
  | { kind: 'chat'; model: string; inputTokens: number; outputTokens: number }
  | { kind: 'image'; model: string; size: string; quality: string; count: number }
  | { kind: 'midjourney'; action: MjAction }
  | { kind: 'upscale'; width: number; height: number; scale: number }
  | { kind: 'tool'; tool: ToolPriceKey; count: number }
  | { kind: 'embeddings'; model: string; tokens: number };

/** The price of a query in hundredths, or undefined when the table has no price for it. */
export function priceOf(table: PriceTable, query: PriceQuery): number | undefined {
  switch (query.kind) {
    case 'chat': {
      const rate = table.chat[query.model];
      if (!rate) return undefined;
      // Rounded up per request so that no sequence of small calls is free.
      return Math.ceil((query.inputTokens * rate.input + query.outputTokens * rate.output) / 1000);
    }
    case 'image': {
      const sizes = table.images[query.model];
      const qualities = sizes?.[query.size] ?? sizes?.['*'];
      const each = qualities?.[query.quality] ?? qualities?.['*'];
      return each === undefined ? undefined : each * query.count;
    }
    case 'midjourney':
      return table.midjourney[query.action];
    case 'upscale': {
      const megapixels = (query.width * query.scale * query.height * query.scale) / 1_000_000;
      return Math.max(table.upscale.minimum, Math.ceil(megapixels * table.upscale.perMegapixel));
    }
    case 'tool': {
      const each = table.tools[query.tool];
      return each === undefined ? undefined : each * query.count;
    }
    case 'embeddings': {
      const rate = table.embeddings?.[query.model];
      // Rounded up like chat: a question's few tokens still cost a hundredth.
      return rate === undefined ? undefined : Math.ceil((query.tokens * rate) / 1000);
    }
  }
}

/**
 * The model (or `upscaler`) a query is for, to check the free-account rule. Embeddings have none: a bot's
 * knowledge is searched the same way whatever the owner's plan.
 */
export function modelOf(query: PriceQuery): string | undefined {
  if (query.kind === 'embeddings') return undefined;
  if (query.kind === 'chat' || query.kind === 'image') return query.model;
  if (query.kind === 'upscale') return 'upscaler';
  if (query.kind === 'midjourney') return 'midjourney';
  return query.tool;
}

export interface PlanEstimate {
  chatWords: number;
  images: number;
  upscales: number;
}

/** What an allowance buys, from the table's own prices: never typed by hand. */
export function estimateAllowance(table: PriceTable, credits: number): PlanEstimate {
  const e = table.estimates;
  const perThousandOut = table.chat[e.chatModel]?.output ?? 0;
  const image = priceOf(table, {
    kind: 'image',
    model: e.imageModel,
    size: e.imageSize,
    quality: e.imageQuality,
    count: 1,
  });
  const upscale = priceOf(table, { kind: 'upscale', ...e.upscale });
  const roundDown = (value: number) => {
    if (!Number.isFinite(value)) return 0;
    // Rounded to two significant digits: these are approximations ("about 120,000 words").
    const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1);
    return Math.floor(value / magnitude) * magnitude;
  };
  return {
    chatWords: perThousandOut
      ? roundDown(((credits / perThousandOut) * 1000 * e.wordsPerThousandTokens) / 1000)
      : 0,
    images: image ? roundDown(credits / image) : 0,
    upscales: upscale ? roundDown(credits / upscale) : 0,
  };
}

/** Hundredths bought by a recharge of `price` cents. */
export function rechargeCredits(table: PriceTable, price: number): number {
  return price * table.recharge.creditsPerCent;
}
