import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('keeps the first paragraph as plain text', () => {
    expect(excerpt('Every image **now** lives in [one place](https://x.test).\n\nMore.')).toBe(
      'Every image now lives in one place.',
    );
    expect(excerpt('\n\n# Title\n\nBody')).toBe('Title');
  });

  it('cuts a long paragraph with an ellipsis', () => {
    expect(excerpt('word '.repeat(100), 20)).toBe('word word word word…');
  });
});
