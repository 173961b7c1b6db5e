import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('uses the largest whole unit', () => {
    expect(timeAgo(before(10), now, 'en-US')).toBe('now');
    expect(timeAgo(before(5 * 60), now, 'en-US')).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600), now, 'en-US')).toBe('3 hours ago');
    expect(timeAgo(before(24 * 3600), now, 'en-US')).toBe('yesterday');
    expect(timeAgo(before(15 * 24 * 3600), now, 'en-US')).toBe('2 weeks ago');
  });

  it('speaks Chinese', () => {
    expect(timeAgo(before(5 * 60), now, 'zh-CN')).toBe('5分钟前');
  });
});
