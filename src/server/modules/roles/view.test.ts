import { describe, expect, it } from 'vitest';
import { escapeLike, UUID_RE } from './view';

describe('escapeLike', () => {
  it('makes %, _ and the escape character literal', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('snake_case')).toBe('snake\\_case');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike('plain text')).toBe('plain text');
  });
});

describe('UUID_RE', () => {
  it('accepts a UUID and nothing else', () => {
    expect(UUID_RE.test('0190c4a2-7b1e-7c3d-9f00-0123456789ab')).toBe(true);
    expect(UUID_RE.test('not-a-uuid')).toBe(false);
    expect(UUID_RE.test("0190c4a2-7b1e-7c3d-9f00-0123456789ab' or 1=1")).toBe(false);
  });
});
