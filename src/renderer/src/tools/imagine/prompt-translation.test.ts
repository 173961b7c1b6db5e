// Chinese (and other CJK) prompts are found, translated and the translation can be undone; typing over a
// translation keeps what was typed.
import { describe, expect, it, vi } from 'vitest';
import {
  fieldsToTranslate,
  hasCjk,
  initialPrompt,
  promptReducer,
  translateFields,
} from './prompt-translation';

describe('hasCjk', () => {
  it.each([
    ['一只在月球上的猫', true],
    ['a cat 在月球上', true],
    ['ねこ', true],
    ['カタカナ', true],
    ['고양이', true],
    ['豈', true],
  ])('%s → %s', (text, expected) => {
    expect(hasCjk(text)).toBe(expected);
  });

  it.each([
    ['a cat on the moon --ar 16:9', false],
    ['café, naïve, Straße', false],
    ['кошка на луне', false],
    ['🐱🌕', false],
    ['', false],
    ['“quoted” — dashes… ！', false],
  ])('%s → %s', (text, expected) => {
    expect(hasCjk(text)).toBe(expected);
  });
});

describe('promptReducer', () => {
  const chinese = { prompt: '月球上的猫', negative: '' };
  const english = { prompt: 'a cat on the moon', negative: '' };

  it('applies a translation and undoes it back to the original', () => {
    let state = promptReducer(initialPrompt(), {
      type: 'edit',
      field: 'prompt',
      value: chinese.prompt,
    });
    state = promptReducer(state, { type: 'translated', before: chinese, after: english });
    expect(state.fields).toEqual(english);
    expect(state.undo).toEqual(chinese);
    state = promptReducer(state, { type: 'undo' });
    expect(state.fields).toEqual(chinese);
    expect(state.undo).toBeUndefined();
  });

  it('drops the undo once the translated text is edited', () => {
    let state = promptReducer(initialPrompt(chinese), {
      type: 'translated',
      before: chinese,
      after: english,
    });
    state = promptReducer(state, {
      type: 'edit',
      field: 'prompt',
      value: 'a cat on the moon, night',
    });
    expect(state.undo).toBeUndefined();
    expect(promptReducer(state, { type: 'undo' })).toBe(state);
  });

  it('keeps the undo when an edit changes nothing', () => {
    const state = promptReducer(initialPrompt(chinese), {
      type: 'translated',
      before: chinese,
      after: english,
    });
    expect(promptReducer(state, { type: 'edit', field: 'prompt', value: english.prompt })).toBe(
      state,
    );
  });

  it('ignores a translation of text that has changed since it was asked', () => {
    const state = initialPrompt({ prompt: '月球上的狗', negative: '' });
    expect(promptReducer(state, { type: 'translated', before: chinese, after: english })).toBe(
      state,
    );
  });

  it('offers no undo when the translation changed nothing', () => {
    const state = initialPrompt(english);
    expect(promptReducer(state, { type: 'translated', before: english, after: english }).undo).toBe(
      undefined,
    );
  });

  it('translates and undoes the negative prompt with the prompt', () => {
    const before = { prompt: '森林', negative: '模糊' };
    const after = { prompt: 'a forest', negative: 'blurry' };
    let state = promptReducer(initialPrompt(before), { type: 'translated', before, after });
    expect(state.fields).toEqual(after);
    state = promptReducer(state, { type: 'undo' });
    expect(state.fields).toEqual(before);
  });
});

describe('translateFields', () => {
  it('asks only for the fields in use that hold CJK text, and keeps the rest', async () => {
    const translate = vi.fn(async (text: string) => ({
      text: text === '森林' ? 'a forest' : 'blurry',
      translated: true,
    }));
    const fields = { prompt: '森林', negative: '模糊' };
    expect(fieldsToTranslate(fields, false)).toEqual(['prompt']);
    expect(await translateFields(fields, false, translate)).toEqual({
      prompt: 'a forest',
      negative: '模糊',
    });
    expect(translate).toHaveBeenCalledTimes(1);
    expect(await translateFields(fields, true, translate)).toEqual({
      prompt: 'a forest',
      negative: 'blurry',
    });
  });

  it('keeps a field the server did not translate', async () => {
    const translate = vi.fn(async (text: string) => ({ text, translated: false }));
    const fields = { prompt: 'a cat 猫', negative: '' };
    expect(await translateFields(fields, true, translate)).toEqual(fields);
  });
});
