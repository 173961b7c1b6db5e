// A template's form answers: checked against its fields, then put into its prompt. What a user writes is text
// and nothing more: a value is never read for slots again, so `{{…}}` in it reaches the model as typed.
import type { HelperField } from '../../db/schema';
import { MAX_HELPER_VALUE_CHARS } from '@shared/api/helper';
import { AppError } from '../../http/app-error';

/** `{{name}}`, spaces inside the braces allowed. */
const SLOT = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;
/** `{{#name}}…{{/name}}`: a part of the prompt kept only when the field has a value (with its own line ends). */
const SECTION = /\{\{#([A-Za-z0-9_]+)\}\}\n?([\s\S]*?)\{\{\/\1\}\}\n?/g;

/** The slot names a prompt uses, in order of first use. */
export function promptSlots(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(SLOT)].map((match) => match[1]!))];
}

/** Every field name a prompt refers to: its slots and its optional parts (`{{#name}}…{{/name}}`). */
export function promptNames(prompt: string): string[] {
  const sections = [...prompt.matchAll(/\{\{[#/]([A-Za-z0-9_]+)\}\}/g)].map((match) => match[1]!);
  return [...new Set([...promptSlots(prompt), ...sections])];
}

/**
 * Refuses a prompt naming a field the form does not have (an admin's typo would reach the model as typed):
 * VALIDATION naming the slot.
 */
export function checkPromptNames(prompt: string, fields: Pick<HelperField, 'name'>[]): void {
  const names = new Set(fields.map((field) => field.name));
  const unknown = promptNames(prompt).find((name) => !names.has(name));
  if (unknown !== undefined)
    throw new AppError('VALIDATION', { name: unknown }, 'admin.templates.errors.slotUnknown');
}

/**
 * The values to fill in, trimmed, or a VALIDATION error whose message names the field's label (labels are in
 * the template's language): a required field left empty, a choice that is not one of the options, a value that
 * is too long, or a name the template does not have.
 */
export function checkValues(
  fields: HelperField[],
  values: Record<string, string>,
): Record<string, string> {
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const name of Object.keys(values)) {
    if (!byName.has(name))
      throw new AppError('VALIDATION', { name: name.slice(0, 64) }, 'helper.errors.unknownField');
  }
  const checked: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value.length > MAX_HELPER_VALUE_CHARS) {
      throw new AppError(
        'VALIDATION',
        { label: field.label, max: MAX_HELPER_VALUE_CHARS },
        'helper.errors.tooLong',
      );
    }
    if (!value) {
      if (field.required)
        throw new AppError('VALIDATION', { label: field.label }, 'app.pleaseEnter');
      checked[field.name] = '';
      continue;
    }
    if (field.type === 'select' && !(field.options ?? []).includes(value))
      throw new AppError('VALIDATION', { label: field.label }, 'helper.errors.notAnOption');
    checked[field.name] = value;
  }
  return checked;
}

/**
 * The prompt with every slot replaced by its value. Optional parts are settled on the template first
 * (`{{#name}}…{{/name}}` sections, then lines whose slots are all empty, so "Tone: {{tone}}" never reaches the
 * model as "Tone: "); values go in last, in one pass, so text a user wrote is never scanned for slots.
 */
export function fillPrompt(prompt: string, values: Record<string, string>): string {
  const template = prompt.replace(SECTION, (_section, name: string, body: string) =>
    values[name] ? body : '',
  );
  const lines: string[] = [];
  for (const line of template.split('\n')) {
    const slots = [...line.matchAll(SLOT)].map((match) => match[1]!);
    if (slots.length > 0 && slots.every((name) => !values[name])) continue;
    // A replacer function: its result is inserted as is (no `$&` patterns, no second pass).
    lines.push(line.replace(SLOT, (_slot, name: string) => values[name] ?? ''));
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
