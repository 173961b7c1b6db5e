import { describe, expect, it } from 'vitest';
import { PATTERNS } from '@shared/rules/patterns';

describe('PATTERNS.uuid', () => {
  it('accepts a UUID and nothing else', () => {
    expect(PATTERNS.uuid.test('0190c4a2-7b1e-7c3d-9f00-0123456789ab')).toBe(true);
    expect(PATTERNS.uuid.test('not-a-uuid')).toBe(false);
    expect(PATTERNS.uuid.test("0190c4a2-7b1e-7c3d-9f00-0123456789ab' or 1=1")).toBe(false);
  });
});
