// What becomes of one claimed comment or message: skipped (and why), failed, waiting for the user's approval, or
// a reply to send once the daily cap has room. Applies, in order: the account's state, banned words on the
// incoming text, the rules, quiet hours, the reply (fixed text at random, a template, or the rule's bot's
// answer, charged to the owner like any bot answer) and banned words on the reply.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@shared/api/errors';
import { AppError } from '../../http/app-error';
import { douyinEvents, douyinRules } from '../../db/schema';
import type { Outcome, WantedReply } from './events-repo';
import { bannedIn, fillTemplate, inQuietHours, namesVideo, pickRule } from './match';
import type { RuleRow } from './rules-repo';
import type { AccountRow, EventRow, ReplySender } from './seams';

export type Decision = { outcome: Outcome } | { send: WantedReply };

type Composed = { text: string; credits: number } | { skip: 'noCredits' } | { failed: true };

/**
 * The video title a template needs: none when it names no video; the one the comment (or sample) carries; else
 * asked of the platform's video list (a webhook comment names none, and no poll or earlier event may have
 * stored it yet). Empty when unknown. The engine and the dry run both fill templates with it.
 */
export async function templateVideoTitle(
  sender: ReplySender,
  account: AccountRow,
  template: string,
  on: { itemId: string | null; videoTitle?: string | null },
): Promise<string> {
  if (!namesVideo(template)) return '';
  if (on.videoTitle != null || !on.itemId) return on.videoTitle ?? '';
  return (await sender.videoTitle(account, on.itemId).catch(() => null)) ?? '';
}

/** The reply of a rule: one fixed text at random, a filled template, or the rule's bot's answer. */
async function compose(
  app: FastifyInstance,
  sender: ReplySender,
  account: AccountRow,
  rule: RuleRow,
  event: EventRow,
): Promise<Composed> {
  if (rule.reply === 'texts')
    return { text: rule.texts[Math.floor(Math.random() * rule.texts.length)] ?? '', credits: 0 };
  if (rule.reply === 'template') {
    const video = await templateVideoTitle(sender, account, rule.template, event);
    // A title asked of the platform is kept on the event (and found there by later comments on the video).
    if (video && event.videoTitle === null)
      await app.deps.db
        .update(douyinEvents)
        .set({ videoTitle: video })
        .where(eq(douyinEvents.id, event.id));
    return { text: fillTemplate(rule.template, { nickname: event.nickname, video }), credits: 0 };
  }
  if (!rule.botId) return { failed: true };
  let answer;
  try {
    answer = await app.bots.answer({
      ownerId: account.userId,
      botId: rule.botId,
      text: event.text,
      askerKey: `${account.openId}:${event.fromUserId}`,
      origin: 'douyin',
      key: `douyin:${event.id}`,
    });
  } catch (error) {
    // Refused before it began: the hold could not be taken.
    if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS')
      return { skip: 'noCredits' };
    throw error;
  }
  if (answer.status === 'done' && answer.text.trim())
    return { text: answer.text.trim(), credits: answer.credits };
  return answer.error === ERROR_CODES.INSUFFICIENT_CREDITS
    ? { skip: 'noCredits' }
    : { failed: true };
}

export async function decide(
  app: FastifyInstance,
  sender: ReplySender,
  event: EventRow,
  account: AccountRow | undefined,
  rules: RuleRow[],
): Promise<Decision> {
  const skip = (reason: string, extra: Outcome = {}): Decision => ({
    outcome: { state: 'skipped', reason, ...extra },
  });
  if (!account || account.state !== 'active') return skip('paused');
  if (event.kind === 'comment' && event.fromUserId === account.openId) return skip('ownComment');
  const { settings } = account;
  if (bannedIn(event.text, settings.bannedWords)) return skip('bannedIncoming');
  const rule = pickRule(rules, event);
  if (!rule) return skip('noRule');
  const matched = { ruleId: rule.id, ruleName: rule.name };
  if (inQuietHours(settings.quietHours, settings.timeZone, app.deps.now()))
    return skip('quietHours', matched);
  const composed = await compose(app, sender, account, rule, event);
  if ('skip' in composed) {
    // Out of credits: the rule stops until the user enables it again (the page says why).
    await app.deps.db
      .update(douyinRules)
      .set({ pausedReason: composed.skip, updatedAt: app.deps.now() })
      .where(eq(douyinRules.id, rule.id));
    return skip(composed.skip, matched);
  }
  if ('failed' in composed) return { outcome: { state: 'failed', ...matched } };
  const reply = { ...matched, reply: composed.text, credits: composed.credits };
  if (bannedIn(composed.text, settings.bannedWords)) return skip('bannedReply', reply);
  if (settings.approval) return { outcome: { state: 'pending', ...reply } };
  return {
    send: {
      id: event.id,
      reply: composed.text,
      matched: { ...matched, credits: composed.credits },
    },
  };
}
