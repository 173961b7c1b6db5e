// The shipped templates are data, checked like code: every language has the same form, every field is used by
// the prompt and every slot has a field.
import { describe, expect, it } from 'vitest';
import { HELPER_CATEGORIES, HELPER_ICONS } from '@shared/api/helper';
import { SUPPORTED_LOCALES } from '@shared/i18n/locales';
import { promptSlots } from '../fill';
import { HELPER_INSTRUCTIONS, HELPER_SEEDS } from '.';

const SECTION_NAMES = /\{\{[#/]([A-Za-z0-9_]+)\}\}/g;

describe('shipped helper templates', () => {
  it('are at least 16, with unique keys, across every category', () => {
    expect(HELPER_SEEDS.length).toBeGreaterThanOrEqual(16);
    expect(new Set(HELPER_SEEDS.map((seed) => seed.key)).size).toBe(HELPER_SEEDS.length);
    expect(new Set(HELPER_SEEDS.map((seed) => seed.category))).toEqual(new Set(HELPER_CATEGORIES));
    expect(HELPER_SEEDS.filter((seed) => seed.featured).length).toBeGreaterThanOrEqual(4);
    for (const seed of HELPER_SEEDS) expect(HELPER_ICONS).toContain(seed.icon);
  });

  it.each(HELPER_SEEDS.map((seed) => [seed.key, seed] as const))('%s is complete', (_key, seed) => {
    const shape = (locale: (typeof SUPPORTED_LOCALES)[number]) =>
      seed[locale].fields.map((field) => [
        field.name,
        field.type,
        field.required,
        field.options?.length ?? 0,
      ]);
    for (const locale of SUPPORTED_LOCALES) {
      const text = seed[locale];
      expect(text.title.trim(), locale).not.toBe('');
      expect(text.description.trim(), locale).not.toBe('');
      expect(shape(locale), locale).toEqual(shape('en-US'));
      const names = text.fields.map((field) => field.name);
      expect(new Set(names).size, locale).toBe(names.length);
      expect(new Set(promptSlots(text.prompt)), locale).toEqual(new Set(names));
      for (const [, name] of text.prompt.matchAll(SECTION_NAMES)) expect(names).toContain(name);
      expect(
        text.fields.some((field) => field.required),
        locale,
      ).toBe(true);
      for (const field of text.fields) {
        expect(field.name).toMatch(/^[A-Za-z0-9_]+$/);
        expect(field.label.trim()).not.toBe('');
        if (field.type === 'select') expect(field.options?.length).toBeGreaterThan(1);
        else expect(field.options).toBeUndefined();
      }
    }
  });

  it('have instructions in every language', () => {
    for (const locale of SUPPORTED_LOCALES) expect(HELPER_INSTRUCTIONS[locale]).toBeTruthy();
  });
});
