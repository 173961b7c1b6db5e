import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting, leaves numbers and empty cells plain', () => {
    expect(
      toCsv({
        header: ['day', 'model'],
        rows: [
          ['2026-11-24', 'gpt, "mini"'],
          [3, null],
        ],
      }),
    ).toBe('day,model\r\n2026-11-24,"gpt, ""mini"""\r\n3,\r\n');
  });

  it('writes text a spreadsheet would run as a formula as text', () => {
    expect(toCsv({ header: ['x'], rows: [['=1+1'], ['-2'], [-2]] })).toBe(
      "x\r\n'=1+1\r\n'-2\r\n-2\r\n",
    );
  });
});
