// The Imagine calls over the one client, all silent: the page shows a failure where it happened (beside
// Generate, in the mask editor, under the buttons). Prices of the Midjourney buttons are asked once a page
// load per action.
import { imagineTool, type ImagineActionBody, type ImaginePostBody } from '@shared/tools/imagine';
import type { MjAction as PricedAction } from '@shared/billing/prices';
import { call } from '../../api/client';
import { tasksService } from '../../features/tasks/api';
import type { MjAction } from './buttons';

export const imagineService = {
  post: (body: ImaginePostBody) => call(imagineTool.calls.create, { body, silent: true }),
  /** A Midjourney button of a finished task (vary region with its mask and prompt). */
  press: (body: ImagineActionBody) => call(imagineTool.calls.action, { body, silent: true }),
  translate: (text: string) => call(imagineTool.calls.translate, { body: { text }, silent: true }),
};

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
    answer = tasksService.quote({ kind: 'midjourney', action: key }).then(
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
