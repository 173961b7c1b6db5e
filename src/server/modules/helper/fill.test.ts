import { describe, expect, it } from 'vitest';
import type { HelperField } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { checkPromptNames, checkValues, fillPrompt, promptNames, promptSlots } from './fill';

const fields: HelperField[] = [
  { name: 'text', label: 'Your text', type: 'textarea', required: true },
  { name: 'tone', label: 'Tone', type: 'select', options: ['Formal', 'Friendly'], required: true },
  { name: 'audience', label: 'Readers', type: 'text', required: false },
];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, key: error.messageKey, ...error.params };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('checkValues', () => {
  it('trims values and fills optional fields left out with nothing', () => {
    expect(checkValues(fields, { text: '  hello \n', tone: 'Formal' })).toEqual({
      text: 'hello',
      tone: 'Formal',
      audience: '',
    });
  });

  it('names the label of a required field left empty', () => {
    expect(refusal(() => checkValues(fields, { text: '   ', tone: 'Formal' }))).toMatchObject({
      code: 'VALIDATION',
      key: 'app.pleaseEnter',
      label: 'Your text',
    });
    expect(refusal(() => checkValues(fields, { text: 'x' }))).toMatchObject({ label: 'Tone' });
  });

  it('refuses a choice that is not an option, a name not in the form, and a value too long', () => {
    expect(refusal(() => checkValues(fields, { text: 'x', tone: 'Rude' }))).toMatchObject({
      key: 'helper.errors.notAnOption',
      label: 'Tone',
    });
    expect(
      refusal(() => checkValues(fields, { text: 'x', tone: 'Formal', extra: 'y' })),
    ).toMatchObject({ key: 'helper.errors.unknownField', name: 'extra' });
    expect(
      refusal(() => checkValues(fields, { text: 'x'.repeat(4001), tone: 'Formal' })),
    ).toMatchObject({ key: 'helper.errors.tooLong', label: 'Your text', max: 4000 });
    expect(checkValues(fields, { text: 'x'.repeat(4000), tone: 'Formal' }).text).toHaveLength(4000);
  });
});

describe('fillPrompt', () => {
  it('puts values into their slots, spaces inside the braces allowed', () => {
    expect(fillPrompt('Say {{ text }} in a {{tone}} way.', { text: 'hi', tone: 'Formal' })).toBe(
      'Say hi in a Formal way.',
    );
  });

  it('never expands slots or replacement patterns found in a value', () => {
    const filled = fillPrompt('A: {{text}}\nB: {{tone}}', {
      text: '{{tone}} and {{#tone}}x{{/tone}} and $& and $1',
      tone: 'Formal',
    });
    expect(filled).toBe('A: {{tone}} and {{#tone}}x{{/tone}} and $& and $1\nB: Formal');
  });

  it('leaves out lines and sections whose fields are empty', () => {
    const prompt =
      'Write {{text}}.\nReaders: {{audience}}\n\n{{#audience}}\nAbout them:\n"""\n{{audience}}\n"""\n{{/audience}}\n\nEnd.';
    expect(fillPrompt(prompt, { text: 'a note', audience: '' })).toBe('Write a note.\n\nEnd.');
    expect(fillPrompt(prompt, { text: 'a note', audience: 'kids' })).toBe(
      'Write a note.\nReaders: kids\n\nAbout them:\n"""\nkids\n"""\n\nEnd.',
    );
  });

  it('lists the slots a prompt uses', () => {
    expect(promptSlots('{{a}} {{ b }} {{a}} {{#c}}{{/c}}')).toEqual(['a', 'b']);
  });
});

describe('checkPromptNames', () => {
  it('finds the names of slots and optional parts', () => {
    expect(promptNames('{{a}} {{#b}}x{{/b}} {{ c }}')).toEqual(['a', 'c', 'b']);
  });

  it('refuses a prompt naming a field the form lacks, naming it', () => {
    expect(() => checkPromptNames('{{text}} {{tone}}', fields)).not.toThrow();
    expect(refusal(() => checkPromptNames('{{text}} {{#mood}}x{{/mood}}', fields))).toMatchObject({
      code: 'VALIDATION',
      key: 'admin.templates.errors.slotUnknown',
      name: 'mood',
    });
  });
});
