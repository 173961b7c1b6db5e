// Big code blocks and tables are cut into pieces of fixed size, so no one render grows with the answer.
import { describe, expect, it } from 'vitest';
import { CODE_PIECE_LINES, TABLE_PIECE_ROWS, toParts } from './large-blocks';

const lines = (count: number) => Array.from({ length: count }, (_, i) => `line ${i}`);

describe('toParts', () => {
  it('leaves ordinary blocks whole', () => {
    const code = ['```ts', ...lines(CODE_PIECE_LINES), '```'].join('\n');
    expect(toParts(['# Title\n', code])).toEqual([
      { kind: 'markdown', key: '0', text: '# Title\n' },
      { kind: 'markdown', key: '1', text: code },
    ]);
  });

  it('cuts a long code block, open or closed, into pieces that join back into the code', () => {
    const body = lines(CODE_PIECE_LINES * 2 + 5);
    for (const block of [
      ['```python', ...body, '```'].join('\n'),
      ['```python', ...body].join('\n'),
    ]) {
      const [part] = toParts([block]);
      expect(part?.kind).toBe('code');
      if (part?.kind !== 'code') return;
      expect(part.language).toBe('python');
      expect(part.pieces).toHaveLength(3);
      expect(part.pieces.join('')).toBe(body.join('\n'));
    }
  });

  it('keeps a code block with text after its fence as Markdown', () => {
    const block = ['```', ...lines(CODE_PIECE_LINES + 1), '```', 'After'].join('\n');
    expect(toParts([block])[0]?.kind).toBe('markdown');
  });

  it('cuts a long table into tables that repeat its header', () => {
    const rows = Array.from({ length: TABLE_PIECE_ROWS + 3 }, (_, i) => `| ${i} | x |`);
    const parts = toParts([['| a | b |', '|---|:-:|', ...rows].join('\n')]);
    expect(parts.map((part) => part.key)).toEqual(['0.0', '0.1']);
    expect(parts[1]).toEqual({
      kind: 'markdown',
      key: '0.1',
      text: ['| a | b |', '|---|:-:|', ...rows.slice(TABLE_PIECE_ROWS)].join('\n'),
    });
  });
});
