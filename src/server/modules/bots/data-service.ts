// A bot's data over the last days: totals, every day (empty ones too, so a chart has no gaps), the questions
// asked most and the latest ones its knowledge could not answer.
import type { BotData } from '@shared/api/bot-chat';
import type { Deps } from '../../deps';
import { dailyTotals, periodTotals, topQuestions, unansweredQuestions } from './data-repo';
import { requireOwnBot } from './service';
import { startOfUtcDay } from './utc-day';

const DAY_MS = 86_400_000;
const LISTED = 10;

export async function botData(
  deps: Deps,
  userId: string,
  botId: string,
  days: number,
): Promise<BotData> {
  const bot = await requireOwnBot(deps, userId, botId);
  const since = new Date(startOfUtcDay(deps.now()).getTime() - (days - 1) * DAY_MS);
  const period = { userId, botId: bot.id, since };
  const [daily, totals, top, unanswered] = await Promise.all([
    dailyTotals(deps.db, period),
    periodTotals(deps.db, period),
    topQuestions(deps.db, period, LISTED),
    unansweredQuestions(deps.db, period, LISTED * 2),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const series = Array.from({ length: days }, (_, index) => {
    const day = new Date(since.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, questions: row?.questions ?? 0, credits: row?.credits ?? 0 };
  });
  return {
    totals: {
      conversations: totals.conversations,
      questions: series.reduce((sum, day) => sum + day.questions, 0),
      credits: series.reduce((sum, day) => sum + day.credits, 0),
      unanswered: totals.unanswered,
    },
    days: series,
    topQuestions: top,
    unanswered: unanswered.map((row) => ({
      text: row.text,
      at: new Date(row.at).toISOString(),
      conversationId: row.conversation_id,
    })),
  };
}
