import { describe, expect, it } from 'vitest';
import { createTokenBox } from './sealed';

const box = createTokenBox('a server secret of at least thirty-two characters');

describe('tokens sealed at rest', () => {
  it('round-trips, with a fresh iv each time', () => {
    const a = box.seal('act.123');
    const b = box.seal('act.123');
    expect(a).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('act.123');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses a changed ciphertext, tag or iv', () => {
    const [version, iv, tag, body] = box.seal('act.secret').split(':') as [
      string,
      string,
      string,
      string,
    ];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64url');
    };
    expect(() => box.open([version, iv, tag, flip(body)].join(':'))).toThrow();
    expect(() => box.open([version, iv, flip(tag), body].join(':'))).toThrow();
    expect(() => box.open([version, flip(iv), tag, body].join(':'))).toThrow();
  });

  it('refuses another server secret, another version and plain text', () => {
    const sealed = box.seal('act.secret');
    expect(() =>
      createTokenBox('another secret, just as long as the first').open(sealed),
    ).toThrow();
    expect(() => box.open(sealed.replace(/^v1/, 'v2'))).toThrow();
    expect(() => box.open('act.secret')).toThrow();
  });
});
