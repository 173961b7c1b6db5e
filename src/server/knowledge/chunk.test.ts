// Chunking measured with the real tokenizer: sizes, overlap, sentence boundaries in English and Chinese,
// headings and pages.
import { describe, expect, it } from 'vitest';
import { chunkText, type Chunk } from './chunk';
import { tokenCount } from './tokens';

const english = Array.from(
  { length: 60 },
  (_, i) => `Fact ${i}: the keeper logged storm number ${i} in the lighthouse diary.`,
).join(' ');
const chinese = Array.from(
  { length: 60 },
  (_, i) => `第${i}条：龙井茶产于杭州西湖，春天采摘的新茶最为珍贵。`,
).join('');

const sentencesOf = (text: string) => text.split(/(?<=[.。])\s*/).filter(Boolean);

/** Every sentence of `source` appears whole in some chunk, and no chunk starts or ends inside one. */
function expectWholeSentences(chunks: Chunk[], source: string) {
  const sentences = new Set(sentencesOf(source));
  for (const chunk of chunks)
    for (const sentence of sentencesOf(chunk.text)) expect(sentences).toContain(sentence);
}

describe('chunkText', () => {
  it.each([
    ['English', english],
    ['Chinese', chinese],
    ['mixed', `${english}\n\n${chinese}`],
  ])('keeps %s chunks within the token limit, on sentence boundaries', (_, text) => {
    const chunks = chunkText([{ text }], { maxTokens: 120, overlapTokens: 30 });
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.tokens).toBe(tokenCount(chunk.text));
      expect(chunk.tokens).toBeLessThanOrEqual(120);
    }
    expect(chunks.map((chunk) => chunk.index)).toEqual(chunks.map((_, i) => i));
    expectWholeSentences(chunks, text);
  });

  it('repeats whole sentences of up to the overlap at the start of the next chunk', () => {
    for (const text of [english, chinese]) {
      const chunks = chunkText([{ text }], { maxTokens: 120, overlapTokens: 30 });
      for (let i = 1; i < chunks.length; i++) {
        const first = sentencesOf(chunks[i]!.text)[0]!;
        expect(chunks[i - 1]!.text.endsWith(first)).toBe(true);
        expect(tokenCount(first)).toBeLessThanOrEqual(30);
      }
      const none = chunkText([{ text }], { maxTokens: 120, overlapTokens: 0 });
      expect(none.length).toBeLessThan(chunks.length);
      expect(none.map((chunk) => chunk.text).join(text === english ? ' ' : '')).toBe(text);
    }
  });

  it('measures in tokens: the same characters make more chunks in Chinese', () => {
    const sameLength = chinese.repeat(4).slice(0, english.length);
    const englishChunks = chunkText([{ text: english }], { maxTokens: 100, overlapTokens: 0 });
    const chineseChunks = chunkText([{ text: sameLength }], { maxTokens: 100, overlapTokens: 0 });
    expect(chineseChunks.length).toBeGreaterThan(englishChunks.length * 2);
  });

  it('cuts a sentence longer than the limit on token boundaries, losing no character', () => {
    const long = `${'词'.repeat(500)}。${'word '.repeat(400).trim()}`;
    const chunks = chunkText([{ text: long }], { maxTokens: 50, overlapTokens: 10 });
    for (const chunk of chunks) expect(chunk.tokens).toBeLessThanOrEqual(50);
    expect(chunks.map((chunk) => chunk.text).join('')).not.toMatch(/\uFFFD/);
    expect(chunks.map((chunk) => chunk.text.replace(/\s/g, '')).join('')).toBe(
      long.replace(/\s/g, ''),
    );
  });

  it('starts a chunk at a heading once the current one has content, not after a bare heading', () => {
    const text =
      '# Guide\n\n## Planting\n\nTomatoes need sun. Water them at the roots every morning before the heat.' +
      '\n\n## Soil\n\nAdd compost in autumn.\n\n## Pests\n\n蚜虫会损害叶子。用肥皂水喷洒。';
    const chunks = chunkText([{ text }], { maxTokens: 400 });
    expect(chunks.map((chunk) => chunk.text.split('\n')[0])).toEqual(['# Guide', '## Soil']);
    // A bare title stays with its first section; "Soil" is too short a section to stand alone.
    expect(chunks[0]!.text).toContain('## Planting\n\nTomatoes need sun.');
    expect(chunks[1]!.text).toContain('## Pests\n\n蚜虫会损害叶子。用肥皂水喷洒。');
  });

  it('starts a chunk at every page and keeps the page it starts on', () => {
    const pages = [
      { page: 1, text: english.slice(0, 600) },
      { page: 2, text: '' },
      { page: 3, text: 'Short page three.' },
      { page: 4, text: chinese },
    ];
    const chunks = chunkText(pages, { maxTokens: 100, overlapTokens: 20 });
    expect(new Set(chunks.map((chunk) => chunk.page))).toEqual(new Set([1, 3, 4]));
    expect(chunks.find((chunk) => chunk.page === 3)!.text).toBe('Short page three.');
    for (const chunk of chunks.filter((c) => c.page === 4)) expect(chunk.text).not.toMatch(/[a-z]/);
    expect(chunkText([{ text: 'No page.' }])[0]).toEqual({ index: 0, text: 'No page.', tokens: 3 });
  });

  it('is deterministic and gives nothing for no text', () => {
    const text = `${english}\n\n${chinese}`;
    expect(chunkText([{ text }])).toEqual(chunkText([{ text }]));
    expect(chunkText([{ text: '' }, { page: 1, text: '  \n' }])).toEqual([]);
  });

  it('treats special-token text as plain text', () => {
    const chunks = chunkText([{ text: 'Before <|endoftext|> after.' }]);
    expect(chunks[0]!.text).toBe('Before <|endoftext|> after.');
  });
});
