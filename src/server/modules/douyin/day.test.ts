import { describe, expect, it } from 'vitest';
import { dayBounds, isTimeZone } from './day';

describe("an account's day", () => {
  it('starts at midnight in its time zone', () => {
    // 2026-03-01 01:30 in Shanghai is still 28 February in UTC.
    const now = new Date('2026-02-28T17:30:00Z');
    expect(dayBounds(now, 'Asia/Shanghai')).toEqual({
      start: new Date('2026-02-28T16:00:00Z'),
      end: new Date('2026-03-01T16:00:00Z'),
    });
    expect(dayBounds(now, 'UTC')).toEqual({
      start: new Date('2026-02-28T00:00:00Z'),
      end: new Date('2026-03-01T00:00:00Z'),
    });
  });

  it('is 23 hours long when the clocks go forward', () => {
    const { start, end } = dayBounds(new Date('2026-03-08T18:00:00Z'), 'America/New_York');
    expect(start).toEqual(new Date('2026-03-08T05:00:00Z'));
    expect(end).toEqual(new Date('2026-03-09T04:00:00Z'));
  });

  it('knows a time zone from a made-up one', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
