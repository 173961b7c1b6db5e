import { describe, expect, it } from 'vitest';
import {
  bannedIn,
  fillTemplate,
  inQuietHours,
  patternProblem,
  pickRule,
  type RuleShape,
} from './match';

const rule = (overrides: Partial<RuleShape>): RuleShape => ({
  id: overrides.reply ?? 'r',
  priority: 100,
  enabled: true,
  pausedReason: null,
  match: 'keywords',
  keywords: [],
  pattern: '',
  scope: 'both',
  videoIds: [],
  reply: 'texts',
  ...overrides,
});
const comment = (text: string, itemId: string | null = 'v1') => ({
  kind: 'comment' as const,
  text,
  itemId,
});

describe('douyin rule matching', () => {
  it('takes keyword rules in priority order before a bot fallback of higher priority', () => {
    const bot = rule({ id: 'bot', match: 'any', reply: 'bot', priority: 0 });
    const price = rule({ id: 'price', keywords: ['PRICE', '多少钱'], priority: 20 });
    const early = rule({ id: 'early', keywords: ['price'], priority: 10 });
    expect(pickRule([bot, price, early], comment('what is the Price?'))?.id).toBe('early');
    expect(pickRule([bot, price], comment('这个多少钱'))?.id).toBe('price');
    expect(pickRule([bot, price], comment('hello'))?.id).toBe('bot');
    expect(pickRule([price], comment('hello'))).toBeUndefined();
  });

  it('skips disabled and paused rules, other scopes and other videos', () => {
    const off = rule({ id: 'off', match: 'any', enabled: false });
    const paused = rule({ id: 'paused', match: 'any', pausedReason: 'noCredits' });
    const messages = rule({ id: 'messages', match: 'any', scope: 'messages' });
    const video = rule({ id: 'video', match: 'any', scope: 'comments', videoIds: ['v2'] });
    expect(pickRule([off, paused, messages, video], comment('hi'))).toBeUndefined();
    expect(pickRule([video], comment('hi', 'v2'))?.id).toBe('video');
    expect(pickRule([messages], { kind: 'message', text: 'hi', itemId: null })?.id).toBe(
      'messages',
    );
  });

  it('matches a regular expression case-insensitively and refuses an unsafe one', () => {
    expect(
      pickRule([rule({ match: 'regex', pattern: '^how (much|many)' })], comment('HOW much')),
    ).toBeDefined();
    expect(patternProblem('(a+)+$')).toBe('douyin.errors.patternUnsafe');
    expect(patternProblem('([')).toBe('douyin.errors.patternInvalid');
    expect(patternProblem(' ')).toBe('douyin.errors.patternRequired');
    expect(patternProblem('price|cost')).toBeUndefined();
  });

  it('fills a template and finds banned words in any case', () => {
    expect(
      fillTemplate('Hi {nickname}, thanks for watching {video}! {other}', {
        nickname: 'Mei',
        video: 'Dumplings',
      }),
    ).toBe('Hi Mei, thanks for watching Dumplings! {other}');
    expect(bannedIn('Buy CHEAP followers', ['cheap'])).toBe('cheap');
    expect(bannedIn('fine', ['cheap', ' '])).toBeUndefined();
  });

  it('knows quiet hours across midnight in a time zone', () => {
    const at = new Date('2026-11-24T15:30:00Z'); // 23:30 in Shanghai
    expect(inQuietHours({ from: 22 * 60, to: 7 * 60 }, 'Asia/Shanghai', at)).toBe(true);
    expect(inQuietHours({ from: 22 * 60, to: 7 * 60 }, 'UTC', at)).toBe(false);
    expect(inQuietHours({ from: 9 * 60, to: 17 * 60 }, 'UTC', at)).toBe(true);
    expect(inQuietHours(null, 'UTC', at)).toBe(false);
  });
});
