// A dry run: which rule would answer each sample (pasted text, or the account's latest real comments and
// messages) and what it would reply, decided by the same functions as the engine. Nothing is sent or charged;
// a bot's rule names the bot instead of answering (its answer is written, and paid, only when it runs).
import type { FastifyInstance } from 'fastify';
import type { DouyinEvent } from '@shared/api/douyin';
import { templateVideoTitle } from './decide';
import { bannedIn, fillTemplate, pickRule } from './match';
import { recentTexts } from './events-repo';
import { accountRules, ownAccount } from './rules-repo';
import type { ReplySender } from './seams';

/** Real texts a dry run adds when asked for recent ones. */
const RECENT = 10;

interface Sample {
  kind: DouyinEvent['kind'];
  text: string;
  nickname: string;
  itemId: string | null;
  videoTitle?: string | null;
}

export async function dryRun(
  app: FastifyInstance,
  sender: ReplySender,
  userId: string,
  body: { accountId: string; samples: Sample[]; recent: boolean },
) {
  const { db } = app.deps;
  const account = await ownAccount(db, userId, body.accountId);
  const samples: Sample[] = [...body.samples];
  if (body.recent) {
    const stored = await recentTexts(db, account.id, RECENT);
    samples.push(...stored);
    // A newly connected account has received nothing yet: its latest comments on the platform stand in.
    if (stored.length === 0) {
      const fetched = await sender.recentComments(account, RECENT).catch(() => []);
      samples.push(...fetched.map((comment) => ({ kind: 'comment' as const, ...comment })));
    }
  }
  // Rules are tried as if on: a new rule starts off so that the user tries it here before turning it on.
  const rules = (await accountRules(db, account.id)).map((rule) => ({ ...rule, enabled: true }));
  const { bannedWords } = account.settings;
  const botNames = new Map<string, string>();
  const list = [];
  for (const sample of samples) {
    const base = { text: sample.text, ruleId: null, ruleName: null, reply: null, botName: null };
    if (bannedIn(sample.text, bannedWords)) {
      list.push({ ...base, reason: 'bannedIncoming' as const });
      continue;
    }
    const rule = pickRule(rules, sample);
    if (!rule) {
      list.push({ ...base, reason: 'noRule' as const });
      continue;
    }
    const matched = { ...base, ruleId: rule.id, ruleName: rule.name };
    if (rule.reply === 'bot') {
      const botId = rule.botId ?? '';
      if (!botNames.has(botId))
        botNames.set(
          botId,
          await app.bots.requireOwn(userId, botId).then(
            (bot) => bot.name,
            () => '',
          ),
        );
      list.push({ ...matched, botName: botNames.get(botId) ?? '', reason: null });
      continue;
    }
    const reply =
      rule.reply === 'texts'
        ? (rule.texts[0] ?? '')
        : fillTemplate(rule.template, {
            nickname: sample.nickname || '…',
            video: await templateVideoTitle(sender, account, rule.template, sample),
          });
    list.push(
      bannedIn(reply, bannedWords)
        ? { ...matched, reply, reason: 'bannedReply' as const }
        : { ...matched, reply, reason: null },
    );
  }
  return { list };
}
