// What pressing a Midjourney button costs: the server prices its known actions, anything else as a new
// imagine.
import { useQueries } from '@tanstack/react-query';
import type { MjAction as PricedAction } from '@shared/billing/prices';
import { billingService } from '../../api/billing';
import { billingKeys } from '../../queries/billing';
import { useUserStore } from '../../stores/user';
import type { MjAction } from './midjourney-buttons';

const PRICED: readonly string[] = [
  'upscale',
  'variation',
  'highVariation',
  'lowVariation',
  'zoomOut2x',
  'zoomOut1_5x',
  'varyRegion',
];
const pricedAs = (action: MjAction): PricedAction =>
  PRICED.includes(action) ? (action as PricedAction) : 'imagine';

/** The price of each action among `actions` (hundredths), as the answers come in. */
export function useButtonPrices(actions: MjAction[]): Partial<Record<MjAction, number>> {
  const userId = useUserStore((state) => state.user?.id);
  const distinct = [...new Set(actions)];
  return useQueries({
    queries: distinct.map((action) => {
      const query = { kind: 'midjourney' as const, action: pricedAs(action) };
      return {
        queryKey: billingKeys.quote(userId, query),
        queryFn: () => billingService.quote(query),
      };
    }),
    combine: (results) =>
      Object.fromEntries(
        results.flatMap((result, index) =>
          result.data ? [[distinct[index], result.data.credits]] : [],
        ),
      ) as Partial<Record<MjAction, number>>,
  });
}
