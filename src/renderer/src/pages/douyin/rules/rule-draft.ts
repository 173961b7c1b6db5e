// The rule form's values and their checks. The draft is the contract's input with the priority as typed;
// it is checked with the contract's own schema (`douyinRuleInput`), and then for what the chosen kinds
// need: a keyword to match, a pattern that compiles, a reply to send, a bot to answer. A message the
// contract names (`douyin.errors.*`) is shown in its words; the field's own words stand in for it until
// they exist in the language, and for checks the contract gives no words for.
import { douyinRuleInput, type DouyinRule, type DouyinRuleInput } from '@shared/api/douyin';
import type { FieldError } from '../../../components/Field';

export interface RuleDraft extends Omit<DouyinRuleInput, 'priority'> {
  priority: string;
}

/** The fields in the order the form shows them: the first with a problem takes the focus. */
export const RULE_FIELDS = [
  'name',
  'priority',
  'keywords',
  'pattern',
  'videoIds',
  'texts',
  'template',
  'botId',
] as const;

export const newRuleDraft = (accountId: string, priority: number): RuleDraft => ({
  accountId,
  name: '',
  priority: String(priority),
  match: 'keywords',
  keywords: [],
  pattern: '',
  scope: 'comments',
  videoIds: [],
  reply: 'texts',
  texts: [''],
  template: '',
  botId: null,
  // A new rule starts off: the user is asked to try it in the dry run first.
  enabled: false,
});

export const ruleDraft = (rule: DouyinRule): RuleDraft => ({
  accountId: rule.accountId,
  name: rule.name,
  priority: String(rule.priority),
  match: rule.match,
  keywords: [...rule.keywords],
  pattern: rule.pattern,
  scope: rule.scope,
  videoIds: [...rule.videoIds],
  reply: rule.reply,
  texts: rule.texts.length > 0 ? [...rule.texts] : [''],
  template: rule.template,
  botId: rule.botId,
  enabled: rule.enabled,
});

/** What is sent: the priority as a number (a cleared one is refused), blank replies dropped. */
export const ruleInputOf = (draft: RuleDraft): DouyinRuleInput => ({
  ...draft,
  priority: draft.priority.trim() === '' ? Number.NaN : Number(draft.priority),
  texts: draft.texts.filter((text) => text.trim()),
});

const own = (field: string): FieldError => ({
  key: `douyin.page.form.invalid.${field}`,
});

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'i');
    return true;
  } catch {
    return false;
  }
}

/** What the chosen kinds need that the schema cannot say (it takes every field whatever the kinds). */
function kindErrors(input: DouyinRuleInput): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  if (input.match === 'keywords' && input.keywords.length === 0) errors.keywords = own('keywords');
  if (input.match === 'regex' && (!input.pattern.trim() || !compiles(input.pattern)))
    errors.pattern = own('pattern');
  if (input.reply === 'texts' && input.texts.length === 0) errors.texts = own('texts');
  if (input.reply === 'template' && !input.template.trim()) errors.template = own('template');
  if (input.reply === 'bot' && !input.botId) errors.botId = own('botId');
  return errors;
}

/** The first problem of each field (`texts.1` for one reply), by path; empty when the rule can be sent. */
export function ruleErrors(draft: RuleDraft): Record<string, FieldError> {
  const input = ruleInputOf(draft);
  const errors: Record<string, FieldError> = {};
  // The replies as shown, so a message lands by the reply it is about.
  const shown = { ...input, texts: draft.texts };
  for (const issue of douyinRuleInput.safeParse(shown).error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'name');
    // A blank reply is dropped on save, not refused.
    if (field === 'texts' && issue.path.length > 1 && !draft.texts[Number(issue.path[1])]?.trim())
      continue;
    const path =
      field === 'texts' && issue.path.length > 1 ? `texts.${String(issue.path[1])}` : field;
    const named = issue.message.startsWith('douyin.errors.');
    errors[path] ??= named ? { key: issue.message, fallback: own(field).key } : own(field);
  }
  for (const [field, error] of Object.entries(kindErrors(input))) errors[field] ??= error;
  return errors;
}

/** The first field of the form with a problem. */
export const firstProblem = (errors: Record<string, FieldError>): string | undefined =>
  RULE_FIELDS.flatMap((field) =>
    Object.keys(errors).filter((path) => path === field || path.startsWith(`${field}.`)),
  )[0];
