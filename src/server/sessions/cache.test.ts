import { describe, expect, it } from 'vitest';
import type { SessionRow, UserRow } from '../db/schema';
import { createSessionCache, type LiveSession } from './cache';

const live = (sessionId: string, userId: string): LiveSession => ({
  session: { id: sessionId, userId } as SessionRow,
  user: { id: userId, status: 'active' } as UserRow,
});

describe('session cache', () => {
  it('answers a session it was told about until its time is up', async () => {
    const cache = createSessionCache({ ttlMs: 30 });
    cache.set('s1', live('s1', 'u1'));
    expect(cache.get('s1')?.user.id).toBe('u1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets one session, or every session of a user', () => {
    const cache = createSessionCache();
    cache.set('s1', live('s1', 'u1'));
    cache.set('s2', live('s2', 'u1'));
    cache.set('s3', live('s3', 'u2'));
    cache.forget('s3');
    expect(cache.get('s3')).toBeUndefined();
    cache.set('s3', live('s3', 'u2'));
    cache.forgetUser('u1');
    expect([cache.get('s1'), cache.get('s2')]).toEqual([undefined, undefined]);
    expect(cache.get('s3')?.user.id).toBe('u2');
  });

  it('keeps at most `max` sessions, dropping the least recently used', () => {
    const cache = createSessionCache({ max: 2 });
    cache.set('s1', live('s1', 'u1'));
    cache.set('s2', live('s2', 'u2'));
    cache.get('s1');
    cache.set('s3', live('s3', 'u3'));
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s1')).toBeDefined();
  });

  it('does not remember a read that a forgetting overtook', () => {
    const cache = createSessionCache();
    const readAt = cache.generation;
    cache.forgetUser('u1');
    cache.set('s1', live('s1', 'u1'), readAt);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', live('s1', 'u1'), cache.generation);
    expect(cache.get('s1')).toBeDefined();
  });

  it('keeps entries long while changes are heard, and drops them all when hearing starts or stops', async () => {
    const cache = createSessionCache({ ttlMs: 30 });
    cache.set('s1', live('s1', 'u1'));
    cache.setHeard(true);
    expect(cache.heard).toBe(true);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', live('s1', 'u1'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('s1')?.user.id).toBe('u1');
    cache.setHeard(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', live('s1', 'u1'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('s1')).toBeUndefined();
  });

  it('shares a read among calls that arrive together, and not across a forgetting', async () => {
    const cache = createSessionCache();
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return live('s1', 'u1');
    };
    const [first, second] = await Promise.all([
      cache.getOrRead('s1', read),
      cache.getOrRead('s1', read),
    ]);
    expect(reads).toBe(1);
    expect(first).toBe(second);
    expect(cache.getOrRead('s1', read)).toBe(first);

    cache.forget('s1');
    const before = cache.getOrRead('s1', read);
    cache.forget('s1');
    await Promise.all([before, cache.getOrRead('s1', read)]);
    expect(reads).toBe(3);
  });
});
