import { describe, expect, it } from 'vitest';
import { matchBannedWords } from './banned-words';

describe('matchBannedWords', () => {
  it('matches spaced words whole, in any case and width', () => {
    expect(matchBannedWords('A NUDE figure', ['nude'])).toEqual(['nude']);
    expect(matchBannedWords('ｎｕｄｅ beach', ['nude'])).toEqual(['nude']);
    expect(matchBannedWords('a nudes portrait', ['nude'])).toEqual([]);
    expect(matchBannedWords('first class seat', ['ass'])).toEqual([]);
    expect(matchBannedWords('terrorist attack at dawn', ['terrorist attack'])).toEqual([
      'terrorist attack',
    ]);
  });

  it('matches Chinese words anywhere, each word once', () => {
    expect(matchBannedWords('一张血腥的照片，很血腥', ['血腥', '斩首'])).toEqual(['血腥']);
    expect(matchBannedWords('a cat on the moon 月亮上的猫', ['血腥', 'nude'])).toEqual([]);
  });
});
