import { describe, expect, it } from 'vitest';
import { randomBytes, randomInt } from 'node:crypto';
import { deepLinkFromArgv, parseDeepLink } from './deep-link';

const code = 'Q1w2E3r4T5y6U7i8O9p0-_Asdfghjklzxcvbnm12345';
const state = 'stateStateState_-0123456789';
const valid = `atrium://auth/callback?code=${code}&state=${state}`;

describe('parseDeepLink', () => {
  it('accepts the sign-in callback, in either parameter order', () => {
    expect(parseDeepLink(valid)).toEqual({ kind: 'auth-code', code, state });
    expect(parseDeepLink(`atrium://auth/callback?state=${state}&code=${code}`)).toEqual({
      kind: 'auth-code',
      code,
      state,
    });
    expect(parseDeepLink(`atrium://auth/callback?error=OAUTH_FAILED&state=${state}`)).toEqual({
      kind: 'auth-error',
      error: 'OAUTH_FAILED',
      state,
    });
  });

  it.each([
    `ATRIUM://auth/callback?code=${code}&state=${state}`,
    `atrium://auth/callback/?code=${code}&state=${state}`,
    `atrium://evil/callback?code=${code}&state=${state}`,
    `atrium://auth/callback?code=${code}&state=${state}&extra=1`,
    `atrium://auth/callback?code=${code}&code=${code}`,
    `atrium://auth/callback?code=${code}&state=${state}#frag`,
    `atrium://auth/callback?code=${code}`,
    `atrium://auth/callback?code=${code}&state=short`,
    `atrium://auth/callback?code=${code}%00&state=${state}`,
    `atrium://auth/callback?code=<script>&state=${state}`,
    `atrium://auth/callback?error=javascript:alert(1)&state=${state}`,
    `https://auth/callback?code=${code}&state=${state}`,
    ` ${valid}`,
    `${valid}&`,
    valid + 'x'.repeat(600),
  ])('refuses %s', (link) => {
    expect(parseDeepLink(link)).toBeUndefined();
  });

  it('accepts none of 10,000 generated near-misses and random inputs', () => {
    const alphabet = 'atrium:/?&=#%.-_ABCxyz019<>"\'\\ \u0000\u202e';
    let accepted = 0;
    for (let i = 0; i < 10_000; i++) {
      let input: string;
      switch (i % 4) {
        case 0: // random bytes as text
          input = randomBytes(randomInt(1, 120)).toString('latin1');
          break;
        case 1: // random characters from the link's own alphabet
          input = Array.from(
            { length: randomInt(1, 90) },
            () => alphabet[randomInt(alphabet.length)],
          ).join('');
          break;
        case 2: {
          // the valid link with one character changed, inserted or removed
          const at = randomInt(valid.length);
          const ch = alphabet[randomInt(alphabet.length)];
          const op = randomInt(3);
          input =
            op === 0
              ? valid.slice(0, at) + ch + valid.slice(at + 1)
              : op === 1
                ? valid.slice(0, at) + ch + valid.slice(at)
                : valid.slice(0, at) + valid.slice(at + 1);
          break;
        }
        default: // the valid prefix with random parameters
          input = `atrium://auth/callback?${randomBytes(randomInt(1, 60)).toString('base64')}`;
      }
      const link = parseDeepLink(input);
      if (link && input !== valid) {
        // A mutation may still be a well-formed link (e.g. one token character swapped for another valid one).
        const wellFormed =
          /^atrium:\/\/auth\/callback\?(code=[A-Za-z0-9_-]{16,128}&state=[A-Za-z0-9_-]{16,128}|state=[A-Za-z0-9_-]{16,128}&code=[A-Za-z0-9_-]{16,128}|error=[A-Z_]{2,40}&state=[A-Za-z0-9_-]{16,128}|state=[A-Za-z0-9_-]{16,128}&error=[A-Z_]{2,40})$/;
        if (!wellFormed.test(input)) accepted++;
      }
    }
    expect(accepted).toBe(0);
  });

  it('finds the link among command-line arguments', () => {
    expect(deepLinkFromArgv(['/opt/Atrium/atrium', '--no-sandbox', valid])).toEqual({
      kind: 'auth-code',
      code,
      state,
    });
    expect(deepLinkFromArgv(['/opt/Atrium/atrium', 'atrium://other'])).toBeUndefined();
  });
});
