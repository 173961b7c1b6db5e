// A user's reply rules: each checked whole before it is stored (a keyword rule has keywords, a pattern
// compiles and is safe to run on strangers' text, a rule replies with something, a bot is the user's own),
// so the engine never meets a rule it cannot run. A rule starts disabled unless the user enables it: the page
// offers the dry run first.
import type { FastifyInstance } from 'fastify';
import type { DouyinRule, DouyinRuleInput } from '@shared/api/douyin';
import { DOUYIN_LIMITS } from '@shared/api/douyin';
import { AppError } from '../../http/app-error';
import { patternProblem } from './match';
import {
  accountRules,
  deleteRule,
  insertRule,
  ownAccount,
  ownRule,
  ruleCount,
  updateRule,
  type RuleRow,
  type RuleValues,
} from './rules-repo';

const invalid = (key: string) => new AppError('VALIDATION', {}, key);

export function ruleView(row: RuleRow): DouyinRule {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    priority: row.priority,
    match: row.match,
    keywords: row.keywords,
    pattern: row.pattern,
    scope: row.scope,
    videoIds: row.videoIds,
    reply: row.reply,
    texts: row.texts,
    template: row.template,
    botId: row.botId,
    enabled: row.enabled,
    pausedReason: (row.pausedReason as DouyinRule['pausedReason']) ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createRuleService(app: FastifyInstance) {
  const { db, now } = app.deps;

  async function checked(userId: string, input: DouyinRuleInput): Promise<RuleValues> {
    if (input.match === 'keywords' && input.keywords.length === 0)
      throw invalid('douyin.errors.keywordsRequired');
    if (input.match === 'regex') {
      const problem = patternProblem(input.pattern);
      if (problem) throw invalid(problem);
    }
    if (input.reply === 'texts' && input.texts.length === 0)
      throw invalid('douyin.errors.textsRequired');
    if (input.reply === 'template' && !input.template.trim())
      throw invalid('douyin.errors.templateRequired');
    if (input.reply === 'bot') {
      if (!input.botId) throw invalid('douyin.errors.botRequired');
      await app.bots.requireOwn(userId, input.botId);
    }
    if (input.scope === 'messages' && input.videoIds.length > 0)
      throw invalid('douyin.errors.videosForComments');
    return {
      accountId: input.accountId,
      name: input.name,
      priority: input.priority,
      match: input.match,
      keywords: [...new Set(input.keywords)],
      pattern: input.match === 'regex' ? input.pattern : '',
      scope: input.scope,
      videoIds: [...new Set(input.videoIds)],
      reply: input.reply,
      texts: input.reply === 'texts' ? input.texts : [],
      template: input.reply === 'template' ? input.template : '',
      botId: input.reply === 'bot' ? input.botId : null,
      enabled: input.enabled,
      pausedReason: null,
      updatedAt: now(),
    };
  }

  return {
    async list(userId: string, accountId: string) {
      await ownAccount(db, userId, accountId);
      return { list: (await accountRules(db, accountId)).map(ruleView) };
    },

    /** Creates a rule, or saves the user's rule `id` (moving it to another account of theirs is allowed). */
    async save(userId: string, input: DouyinRuleInput & { id?: string }) {
      await ownAccount(db, userId, input.accountId);
      const values = await checked(userId, input);
      if (input.id) {
        await ownRule(db, userId, input.id);
        return ruleView(await updateRule(db, userId, input.id, values));
      }
      return db.transaction(async (tx) => {
        // Counted under the account's row lock, so two creations at once cannot pass the limit together.
        await ownAccount(tx, userId, input.accountId, true);
        if ((await ruleCount(tx, input.accountId)) >= DOUYIN_LIMITS.rules)
          throw new AppError('DOUYIN_RULE_LIMIT', { limit: DOUYIN_LIMITS.rules });
        return ruleView(await insertRule(tx, userId, values));
      });
    },

    async setEnabled(userId: string, id: string, enabled: boolean) {
      await ownRule(db, userId, id);
      // Enabling again is the user's answer to a pause (credits topped up): the pause is lifted.
      return ruleView(
        await updateRule(db, userId, id, { enabled, pausedReason: null, updatedAt: now() }),
      );
    },

    remove: (userId: string, id: string) =>
      deleteRule(db, userId, id).then((deleted) => {
        if (!deleted) throw new AppError('NOT_FOUND');
        return { deleted };
      }),
  };
}

export type RuleService = ReturnType<typeof createRuleService>;
