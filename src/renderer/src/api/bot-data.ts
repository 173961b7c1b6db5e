// What a bot was asked and what it cost: its data over a period and its orders. The contracts load with the
// first call, so only the bot's data tab pays for them.
import { call } from './client';

const data = () => import('@shared/api/bot-chat').then((module) => module.botDataApi);
const orders = () => import('@shared/api/bot-orders').then((module) => module.botOrderApi);

/** Both are silent: the tab shows each failure in place, with a retry. */
export const botDataService = {
  data: async (botId: string, days: number) =>
    call((await data()).data, { query: { botId, days }, silent: true }),
  orders: async (botId: string, page: number, pageSize: number) =>
    call((await orders()).list, { query: { botId, page, pageSize }, silent: true }),
};
