// What pressing a Midjourney button costs. Prices are asked once a page load per action.
import type { MjAction as PricedAction } from '@shared/billing/prices';
import { billingService } from '../../api/billing';
import type { MjAction } from './buttons';

/** What the server charges for a button: its own price, anything it does not know as a new imagine. */
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

const prices = new Map<PricedAction, Promise<number | undefined>>();

/** The price of pressing a button of this action (hundredths), or undefined when it is not known. */
export function actionPrice(action: MjAction): Promise<number | undefined> {
  const key = pricedAs(action);
  let answer = prices.get(key);
  if (!answer) {
    answer = billingService.quote({ kind: 'midjourney', action: key }).then(
      (quote) => quote.credits,
      () => {
        prices.delete(key);
        return undefined;
      },
    );
    prices.set(key, answer);
  }
  return answer;
}
