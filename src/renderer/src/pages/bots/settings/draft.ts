// The form's values and their checks. The draft holds what the fields show (numbers may be cleared while
// typing; an origin may be half typed); `toSettings` turns it into what the contract takes, checked with the
// contract's own schema so the messages are the ones the server would send. A check the contract gives no
// words for gets the field's own message.
import { BOT_LIMITS, DEFAULT_BOT, botSettings, type BotSettings } from '@shared/api/bots';
import { normalizeOrigin } from '@shared/api/bots';

export interface Draft extends Omit<BotSettings, 'contextTokens' | 'dailyCap'> {
  contextTokens: number | null;
  /** Hundredths of a credit, as on the wire. */
  dailyCap: number | null;
  /** An origin typed but not yet added: kept on save when it is valid. */
  pendingOrigin: string;
}

/**
 * A message key with its values, or the server's own words (`text`), by field path (`name`, `questions.2`,
 * `origins`…).
 */
export type FieldErrors = Record<
  string,
  { key: string; values?: Record<string, unknown>; text?: string }
>;

export const newDraft = (model: string): Draft => ({
  ...DEFAULT_BOT,
  name: '',
  model,
  pendingOrigin: '',
});

export const draftOf = (bot: BotSettings): Draft => ({
  name: bot.name,
  avatar: bot.avatar,
  description: bot.description,
  instructions: bot.instructions,
  model: bot.model,
  welcome: bot.welcome,
  questions: [...bot.questions],
  contextTokens: bot.contextTokens,
  strictness: bot.strictness,
  visibility: bot.visibility,
  origins: [...bot.origins],
  dailyCap: bot.dailyCap,
  pendingOrigin: '',
});

/** Why an origin cannot be added to `origins`, or undefined when it can (blank is not an origin). */
export function originProblem(value: string, origins: string[]): string | undefined {
  if (!value.trim()) return undefined;
  const origin = normalizeOrigin(value);
  if (!origin) return 'bots.edit.originInvalid';
  if (origins.includes(origin)) return 'bots.form.originDuplicate';
  if (origins.length >= BOT_LIMITS.origins) return 'bots.edit.tooManyOrigins';
  return undefined;
}

const FALLBACK: Record<string, FieldErrors[string]> = {
  model: { key: 'bots.form.modelRequired' },
  questions: { key: 'bots.form.questionEmpty' },
  origins: { key: 'bots.edit.originInvalid' },
  contextTokens: {
    key: 'bots.form.contextRange',
    values: { min: BOT_LIMITS.contextTokens.min, max: BOT_LIMITS.contextTokens.max },
  },
  dailyCap: { key: 'bots.form.dailyCapRange', values: { max: BOT_LIMITS.dailyCap / 100 } },
};

/** What would be sent: blank questions dropped, a valid half-typed origin added. */
export function settingsOf(draft: Draft): BotSettings {
  const { pendingOrigin, ...rest } = draft;
  // A half-typed website counts only where websites are asked for.
  const pending = draft.visibility === 'embedded' ? normalizeOrigin(pendingOrigin) : undefined;
  return {
    ...rest,
    questions: draft.questions.filter((question) => question.trim()),
    origins:
      pending && !draft.origins.includes(pending) ? [...draft.origins, pending] : draft.origins,
    // A cleared number is not a number: the schema refuses it under the field's name.
    contextTokens: draft.contextTokens ?? Number.NaN,
    dailyCap: draft.dailyCap ?? Number.NaN,
  };
}

/** The first problem of each field, by path; empty when the draft can be sent. */
export function fieldErrors(draft: Draft): FieldErrors {
  const errors: FieldErrors = {};
  const pending =
    draft.visibility === 'embedded' ? originProblem(draft.pendingOrigin, draft.origins) : undefined;
  if (pending) errors.pendingOrigin = { key: pending };
  // The questions as shown, so a message lands by the question it is about.
  const settings = { ...settingsOf(draft), questions: draft.questions };
  for (const issue of botSettings.safeParse(settings).error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'name');
    // A question left blank is dropped on save, not refused; the others keep their place in the list.
    if (field === 'questions' && !draft.questions[Number(issue.path[1])]?.trim()) continue;
    const path = issue.path.length > 1 ? issue.path.slice(0, 2).join('.') : field;
    const own = issue.message.startsWith('bots.edit.');
    errors[path] ??= own
      ? { key: issue.message }
      : (FALLBACK[field] ?? { key: 'errors.validation' });
  }
  return errors;
}

/** What differs from the saved bot: an edit sends only this. */
export function changesOf(saved: BotSettings, next: BotSettings): Partial<BotSettings> {
  const changes: Partial<Record<keyof BotSettings, unknown>> = {};
  for (const key of Object.keys(next) as Array<keyof BotSettings>) {
    const same =
      JSON.stringify(typeof next[key] === 'string' ? (next[key] as string).trim() : next[key]) ===
      JSON.stringify(saved[key]);
    if (!same) changes[key] = next[key];
  }
  return changes as Partial<BotSettings>;
}
