// The words given to PostgreSQL's 'simple' full-text configuration, for documents and for queries.
import { describe, expect, it } from 'vitest';
import { queryTerms, searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('lower-cases Latin words, keeps English ones by their stem and drops punctuation', () => {
    expect(searchTerms('Hello, World! The lamp is 38 metres above the SEA.')).toBe(
      'hello world the lamp is 38 metr abov the sea',
    );
    expect(searchTerms('Tickets')).toBe(searchTerms('ticket'));
    expect(searchTerms('watering')).toBe(searchTerms('water'));
  });

  it('splits Chinese into words, long words with their parts', () => {
    const terms = searchTerms('龙井茶产于杭州西湖。').split(' ');
    expect(terms).toEqual(expect.arrayContaining(['龙井茶', '杭州', '西湖']));
    expect(terms).not.toContain('。');
    expect(searchTerms('中华人民共和国').split(' ')).toEqual(
      expect.arrayContaining(['中华', '人民', '共和国', '中华人民共和国']),
    );
  });

  it('reads mixed text, with full-width letters and digits made ASCII', () => {
    const terms = searchTerms('ＡＢＣ公司的iPhone １５价格是多少？Price: $999').split(' ');
    expect(terms).toEqual(
      expect.arrayContaining(['abc', '公司', 'iphon', '15', '价格', 'price', '999']),
    );
    expect(terms.join(' ')).not.toMatch(/[？?:$，。]/);
  });

  it('gives nothing for punctuation only', () => {
    expect(searchTerms(' ，。!?-- ')).toBe('');
  });
});

describe('queryTerms', () => {
  it('gives the distinct words, without any tsquery syntax character', () => {
    const terms = queryTerms(`tea & (coffee | !milk) <-> 'x':* \\ tea 茶 茶 "quoted"`);
    expect(terms).toEqual(['tea', 'coffe', 'milk', 'x', '茶', 'quot']);
    for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N}\p{M}]+$/u);
  });

  it('finds the same Chinese words in a query as in the document', () => {
    const document = new Set(
      searchTerms('龙井茶产于杭州西湖。春天采摘的新茶最为珍贵。').split(' '),
    );
    for (const term of queryTerms('杭州的龙井茶')) expect(document).toContain(term);
  });

  it('leaves out the words a question is built with, in both languages', () => {
    expect(queryTerms('How much do the tickets cost?')).toEqual(['ticket', 'cost']);
    expect(queryTerms('泡龙井茶的水温是多少？')).not.toContain('的');
    expect(queryTerms('泡龙井茶的水温是多少？')).not.toContain('多少');
    expect(queryTerms('泡龙井茶的水温是多少？')).toContain('水温');
    expect(queryTerms('Who is it?')).toEqual([]);
  });
});
