// The shape of a shipped helper template: one entry per template, written in every UI language side by side
// so that the languages keep the same fields (a unit test checks they do).
import type { HelperCategory, HelperIcon } from '@shared/api/helper';
import type { Locale } from '@shared/i18n/locales';
import type { HelperField } from '../../../db/schema';

export interface HelperSeedText {
  title: string;
  description: string;
  fields: HelperField[];
  /** `{{name}}` slots for the fields; a line whose slots are all empty is left out (../fill.ts). */
  prompt: string;
}

export type HelperSeed = {
  /** Stable across releases: seeding again updates the template with this key. */
  key: string;
  category: HelperCategory;
  icon: HelperIcon;
  featured: boolean;
} & Record<Locale, HelperSeedText>;

interface FieldOptions {
  required?: boolean;
  placeholder?: string;
}

const field = (
  type: HelperField['type'],
  name: string,
  label: string,
  { required = false, placeholder }: FieldOptions,
  options?: string[],
): HelperField => ({
  name,
  label,
  type,
  required,
  ...(options ? { options } : {}),
  ...(placeholder ? { placeholder } : {}),
});

export const text = (name: string, label: string, options: FieldOptions = {}) =>
  field('text', name, label, options);
export const area = (name: string, label: string, options: FieldOptions = {}) =>
  field('textarea', name, label, options);
export const select = (
  name: string,
  label: string,
  choices: string[],
  options: FieldOptions = {},
) => field('select', name, label, options, choices);

export const REQUIRED = { required: true } as const;
