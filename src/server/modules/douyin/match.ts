// Which rule answers an incoming comment or message, and what it would say: pure functions the engine, the
// dry run and the rule check share, so a dry run decides exactly as the engine will.
//
// Rules run in priority order (lower first) and the first match wins; a rule answered by a bot runs after
// every other rule whatever its priority, because a bot answers anything and would hide the keyword rules.
// A user's regular expression runs on text from strangers: it must pass a star-height check (no nested
// repetition, the usual cause of catastrophic backtracking) and runs on at most MATCH_CHARS characters.
import safeRegex from 'safe-regex2';
import type { DouyinRuleInput } from '@shared/api/douyin';

/** Text beyond this is not looked at by a rule (comments are short; a long message is matched on its start). */
const MATCH_CHARS = 1_000;

export type RuleShape = Pick<
  DouyinRuleInput,
  'match' | 'keywords' | 'pattern' | 'scope' | 'videoIds' | 'reply'
> & { id: string; priority: number; enabled: boolean; pausedReason: string | null };

export interface Incoming {
  kind: 'comment' | 'message';
  text: string;
  itemId: string | null;
}

/** The problem with a pattern (`douyin.errors.*` key), or undefined when it is usable. */
export function patternProblem(pattern: string): string | undefined {
  if (!pattern.trim()) return 'douyin.errors.patternRequired';
  try {
    new RegExp(pattern, 'iu');
  } catch {
    return 'douyin.errors.patternInvalid';
  }
  return safeRegex(pattern) ? undefined : 'douyin.errors.patternUnsafe';
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

export function ruleMatches(rule: RuleShape, incoming: Incoming): boolean {
  if (
    rule.scope !== 'both' &&
    rule.scope !== (incoming.kind === 'comment' ? 'comments' : 'messages')
  )
    return false;
  if (incoming.kind === 'comment' && rule.videoIds.length > 0) {
    if (!incoming.itemId || !rule.videoIds.includes(incoming.itemId)) return false;
  }
  const text = incoming.text.slice(0, MATCH_CHARS);
  switch (rule.match) {
    case 'any':
      return true;
    case 'keywords': {
      const folded = fold(text);
      return rule.keywords.some((keyword) => folded.includes(fold(keyword)));
    }
    case 'regex':
      return (
        patternProblem(rule.pattern) === undefined && new RegExp(rule.pattern, 'iu').test(text)
      );
  }
}

/** The rule that answers, if any: enabled and not paused, keyword and text rules before bot ones. */
export function pickRule<R extends RuleShape>(rules: R[], incoming: Incoming): R | undefined {
  const order = (rule: R) => [rule.reply === 'bot' ? 1 : 0, rule.priority] as const;
  return rules
    .filter((rule) => rule.enabled && !rule.pausedReason)
    .sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0] - y[0] || x[1] - y[1];
    })
    .find((rule) => ruleMatches(rule, incoming));
}

/** `{nickname}` and `{video}` (or `{video title}`) filled in; an unknown placeholder stays as written. */
/** Whether a template names the video's title (it may have to be asked of the platform first). */
export const namesVideo = (template: string) => /\{video( title)?\}/.test(template);

export function fillTemplate(
  template: string,
  values: { nickname: string; video: string },
): string {
  return template.replace(/\{(nickname|video|video title)\}/g, (_, name: string) =>
    name === 'nickname' ? values.nickname : values.video,
  );
}

/** The first banned word the text holds (whole words are not required: Chinese has no spaces). */
export function bannedIn(text: string, words: string[]): string | undefined {
  const folded = fold(text);
  return words.find((word) => word.trim() && folded.includes(fold(word.trim())));
}

/** Minutes after midnight of `at` in the time zone. */
function minuteIn(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Whether `at` falls in the quiet hours (`from` up to, not including, `to`; may wrap midnight). */
export function inQuietHours(
  quiet: { from: number; to: number } | null,
  timeZone: string,
  at: Date,
): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const minute = minuteIn(timeZone, at);
  return quiet.from < quiet.to
    ? minute >= quiet.from && minute < quiet.to
    : minute >= quiet.from || minute < quiet.to;
}
