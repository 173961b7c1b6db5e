// LaTeX's delimiters become the dollar forms remark-math reads, except in code.
import { describe, expect, it } from 'vitest';
import { hasMath, normalizeMath } from './math';

describe('math', () => {
  it('rewrites \\( \\) and \\[ \\] outside code', () => {
    expect(normalizeMath('Area \\( \\pi r^2 \\) here')).toBe('Area $\\pi r^2$ here');
    expect(normalizeMath('\\[\nx = 1\n\\]')).toBe('$$\nx = 1\n$$');
    expect(normalizeMath('Use `\\(x\\)` literally')).toBe('Use `\\(x\\)` literally');
    expect(normalizeMath('```latex\n\\[ x \\]\n```\n\\(y\\)')).toBe(
      '```latex\n\\[ x \\]\n```\n$y$',
    );
  });

  it('tells text with math from text without', () => {
    expect(hasMath('$$x$$')).toBe(true);
    expect(hasMath('the \\(x\\) value')).toBe(true);
    expect(hasMath('where $x_1$ is')).toBe(true);
    expect(hasMath('Plain text, a price of 5 dollars')).toBe(false);
  });
});
