import { describe, expect, it } from 'vitest';
import { plainPreview } from './plain-preview';

describe('plainPreview', () => {
  it('keeps the words and drops Markdown marks, code blocks and table rules', () => {
    const answer =
      '## Reply\n\n**Subject:** Re: *Tuesday*\n\n- one\n1. two\n> quoted\n\n| Item | Owner |\n|---|:--:|\n| Agenda | Dana |\n\n```js\nconsole.log(1);\n```\nBye';
    expect(plainPreview(answer)).toBe(
      'Reply Subject: Re: Tuesday one two quoted Item Owner Agenda Dana Bye',
    );
  });

  it('keeps hyphenated words and stops at 160 characters', () => {
    expect(plainPreview('A well-known e-mail')).toBe('A well-known e-mail');
    expect(plainPreview('x'.repeat(500))).toHaveLength(160);
  });

  it('drops a code block still being written', () => {
    expect(plainPreview('Here:\n```sql\nSELECT')).toBe('Here:');
  });
});
