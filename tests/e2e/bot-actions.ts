// What the bots' browser tests do through the API as the signed-in user: make a bot on a model this account
// may use, so each test drives only the page it is about.
import type { Page } from '@playwright/test';
import { DEFAULT_BOT, type BotSettings } from '../../src/shared/api/bots';
import { asUser, type Caller } from './expense-log-actions';

/** A bot of the page's signed-in user with `settings` over the defaults; answers its id and a caller. */
export async function createTestBot(
  page: Page,
  settings: Partial<BotSettings> & { name: string },
): Promise<{ botId: string; caller: Caller }> {
  const caller = await asUser(page);
  const models = (await caller.get('/api/model/list')) as unknown as Array<{
    id: string;
    free: boolean;
    available: boolean;
  }>;
  const model = models.find((one) => one.free && one.available) ?? models[0]!;
  const bot = await caller.post('/api/bot/create', {
    ...DEFAULT_BOT,
    model: model.id,
    ...settings,
  });
  return { botId: String(bot.id), caller };
}
