// The day of an account: replies a day and quiet hours count in the account's own time zone.

/** Whether the runtime knows this IANA time zone (`Asia/Shanghai`); `Intl` throws on one it does not. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone is ahead of UTC at `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instants the day containing `now` starts and ends in `timeZone` (a DST day may be 23 or 25 hours). */
export function dayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const local = new Date(now.getTime() + offsetMinutes(now, timeZone) * 60_000);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const at = (localMidnight: number) => {
    const guess = localMidnight - offsetMinutes(new Date(localMidnight), timeZone) * 60_000;
    return new Date(localMidnight - offsetMinutes(new Date(guess), timeZone) * 60_000);
  };
  return { start: at(midnight), end: at(midnight + 86_400_000) };
}
