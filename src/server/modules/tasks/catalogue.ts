// What this user may make now: every image model and tool entry of the registry with its price, whether the
// account's plan locks it and whether this server can run it (and if not, why, in the user's language). One
// look at the account prices every entry on the page.
import { ERROR_CODES } from '@shared/api/errors';
import type { ToolInfo } from '@shared/api/tools';
import type { PriceQuery } from '@shared/billing/prices';
import type { Locale } from '@shared/i18n/locales';
import { TOOLS, type ToolId } from '@shared/tools';
import type { ImageModelInfo } from '@shared/tools/imagine';
import type { Deps } from '../../deps';
import { translate } from '../../i18n';
import type { ToolAvailability, Served } from './availability';
import type { CatalogToolId, ImageModelEntry } from './image-catalog';

export const unavailableReason = (locale: Locale, reason: string | undefined) =>
  translate(locale, ERROR_CODES.TOOL_UNAVAILABLE, { reason: reason ?? '' });

/** The price of one image of a model at its first size and middle quality (Midjourney: per action). */
function modelPrice({ entry, route }: Served<ImageModelEntry>): PriceQuery {
  const size = Object.values(entry.sizes)[0] ?? '*';
  const quality = entry.qualities[Math.floor(entry.qualities.length / 2)] ?? '*';
  return route?.provider === 'midjourney' || entry.followUps
    ? { kind: 'midjourney', action: 'imagine' }
    : { kind: 'image', model: entry.id, size, quality, count: 1 };
}

/** The tool list's entries, in the registry's order. */
const TOOL_ENTRIES = TOOLS.flatMap((tool) =>
  tool.catalogue.map((entry) => ({ kind: tool.id as Exclude<ToolId, 'imagine'>, ...entry })),
);

export async function userCatalogue(
  deps: Deps,
  available: ToolAvailability,
  userId: string,
  locale: Locale,
): Promise<{ models: ImageModelInfo[]; tools: ToolInfo[] }> {
  const served = available.models();
  const quotes = await deps.credits.quoteMany(userId, [
    ...served.map(modelPrice),
    ...TOOL_ENTRIES.map((entry) => entry.price),
  ]);
  const models: ImageModelInfo[] = served.map(({ entry, route, reason }, index) => ({
    id: entry.id,
    label: entry.label,
    provider: route?.provider ?? entry.routes[0]!.provider,
    modes: entry.modes,
    sizes: Object.keys(entry.sizes) as ImageModelInfo['sizes'],
    styles: entry.styles,
    qualities: entry.qualities,
    negativePrompt: entry.negativePrompt,
    imageWeight: entry.imageWeight,
    maxCount: entry.maxCount,
    followUps: entry.followUps,
    free: deps.credits.prices.freeModels.includes(entry.id),
    locked: quotes[index]!.locked,
    available: Boolean(route),
    reason: route ? undefined : unavailableReason(locale, reason),
    price: quotes[index]!.credits,
  }));
  const tools: ToolInfo[] = TOOL_ENTRIES.map(({ kind, id }, index) => {
    const tool = available.tool(kind as CatalogToolId);
    const price = quotes[served.length + index]!;
    return {
      kind,
      id,
      available: Boolean(tool.route),
      reason: tool.route ? undefined : unavailableReason(locale, tool.reason),
      locked: price.locked,
      provider: tool.route?.provider,
      price: price.credits,
    };
  });
  return { models, tools };
}
