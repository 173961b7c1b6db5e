// The order rules run in: by priority, lowest first, except that a rule answered by a bot runs after every
// other (the fallback), as the engine does.
import type { DouyinRule } from '@shared/api/douyin';

export const inRunOrder = (rules: DouyinRule[]): DouyinRule[] =>
  [...rules].sort(
    (a, b) =>
      Number(a.reply === 'bot') - Number(b.reply === 'bot') ||
      a.priority - b.priority ||
      a.name.localeCompare(b.name),
  );

/** A new rule's priority: after the account's others, in steps of ten to leave room between. */
export const nextPriority = (rules: DouyinRule[]): number =>
  Math.min(
    1000,
    rules.reduce((high, rule) => Math.max(high, rule.priority + 10), 10),
  );
