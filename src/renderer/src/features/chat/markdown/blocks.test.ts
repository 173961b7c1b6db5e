// Blocks of a growing answer: finished blocks never change as text is added, so they need no new render.
import { describe, expect, it } from 'vitest';
import { splitBlocks } from './blocks';

describe('splitBlocks', () => {
  it('splits paragraphs, headings and tables at blank lines', () => {
    expect(
      splitBlocks('# Title\n\nFirst line\nsecond line\n\n| a | b |\n|---|---|\n| 1 | 2 |'),
    ).toEqual(['# Title\n', 'First line\nsecond line\n', '| a | b |\n|---|---|\n| 1 | 2 |']);
  });

  it('never splits inside a code fence or a $$ math block', () => {
    const code = '```python\ndef f():\n\n    return 1\n```';
    const math = '$$\na = b\n\nc = d\n$$';
    expect(splitBlocks(`Intro\n\n${code}\n\n${math}\n\nEnd`)).toEqual([
      'Intro\n',
      `${code}\n`,
      `${math}\n`,
      'End',
    ]);
    // An unclosed fence (still being written) keeps everything after it.
    expect(splitBlocks('```js\nlet a;\n\nlet b;')).toEqual(['```js\nlet a;\n\nlet b;']);
  });

  it('keeps a loose list and its indented content together', () => {
    const list = '1. One\n\n   more about one\n\n2. Two\n\n    code in two';
    expect(splitBlocks(`${list}\n\nAfter`)).toEqual([`${list}\n`, 'After']);
    expect(splitBlocks('- a\n\n- b\n\n1. c')).toEqual(['- a\n\n- b\n', '1. c']);
  });

  it('gives earlier blocks the same text however the answer grows', () => {
    const answer =
      '## Plan\n\nSome **bold** text.\n\n```ts\nconst x = 1;\n\nconsole.log(x);\n```\n\n- one\n- two\n\nDone.';
    const final = splitBlocks(answer);
    for (let end = 1; end <= answer.length; end += 1) {
      const blocks = splitBlocks(answer.slice(0, end));
      // Every block but the last is finished, and finished blocks end up as they are in the whole answer
      // (a block's trailing blank line may still be arriving).
      blocks.slice(0, -1).forEach((block, index) => {
        expect(final[index]?.startsWith(block.trimEnd())).toBe(true);
      });
    }
    expect(final.join('\n')).toBe(answer);
  });
});
