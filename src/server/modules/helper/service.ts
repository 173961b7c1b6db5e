// The Helper family's logic: the templates in a language, one template with its form, what a push sends to
// the chat engine, and a user's past answers. Templates are public; answers are read only by their owner.
import {
  HELPER_CATEGORIES,
  type HelperAnswer,
  type HelperCategory,
  type HelperInfo,
  type HelperList,
  type HelperPushBody,
  type HelperSummary,
} from '@shared/api/helper';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { messageDto, type MessageRow, type SendInput } from '../chat';
import { checkValues, fillPrompt } from './fill';
import { HELPER_INSTRUCTIONS } from './seeds';
import {
  answeredConversations,
  messagesOf,
  templateById,
  templatesIn,
  translationOf,
  type TemplateRow,
} from './repo';

const isCategory = (value: string): value is HelperCategory =>
  (HELPER_CATEGORIES as readonly string[]).includes(value);

function summary(row: TemplateRow): HelperSummary | undefined {
  if (!isCategory(row.category)) return undefined;
  const { id, title, description, category, icon, featured } = row;
  return { id, title, description, category, icon, featured };
}

const summaries = (rows: TemplateRow[]) =>
  rows.flatMap((row) => {
    const item = summary(row);
    return item ? [item] : [];
  });

/** Every word of the search in the title or description, ignoring case. */
function matches(item: HelperSummary, q: string): boolean {
  const haystack = `${item.title}\n${item.description}`.toLocaleLowerCase();
  return q
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export async function listTemplates(
  deps: Deps,
  locale: Locale,
  filter: { category?: HelperCategory; q?: string },
): Promise<HelperList> {
  // A language has a few dozen templates: one indexed read, counted and filtered here.
  const all = summaries(await templatesIn(deps.db, locale));
  const categories = HELPER_CATEGORIES.map((id) => ({
    id,
    count: all.filter((item) => item.category === id).length,
  })).filter((category) => category.count > 0);
  const list = all.filter(
    (item) =>
      (!filter.category || item.category === filter.category) &&
      (!filter.q || matches(item, filter.q)),
  );
  return { categories, list };
}

export async function featuredTemplates(deps: Deps, locale: Locale): Promise<HelperSummary[]> {
  return summaries(await templatesIn(deps.db, locale)).filter((item) => item.featured);
}

/** The template, or the same template written in `locale` when there is one (the user switched language). */
export async function templateInfo(deps: Deps, id: string, locale: Locale): Promise<HelperInfo> {
  let row = await templateById(deps.db, id);
  if (row.locale !== locale) {
    row = (await translationOf(deps.db, row.seedKey, locale)) ?? row;
  }
  const item = summary(row);
  if (!item) throw new AppError('NOT_FOUND');
  return { ...item, locale: row.locale, fields: row.fields };
}

/** The model a push without one uses: the usual chat model if this account may use it, else a free one. */
async function defaultModel(deps: Deps, userId: string): Promise<string> {
  const { prices } = deps.credits;
  const preferred = prices.estimates.chatModel;
  const available = (id: string) => deps.models.find(id)?.info.available === true;
  if (
    available(preferred) &&
    (prices.freeModels.includes(preferred) || (await deps.credits.isSubscribed(userId)))
  )
    return preferred;
  const free = deps.models.list().find((m) => m.available && prices.freeModels.includes(m.id));
  return free?.id ?? preferred;
}

/** What the chat engine needs to answer a filled-in template (it checks the model, credits and the rest). */
export async function helperSendInput(
  deps: Deps,
  userId: string,
  body: HelperPushBody,
): Promise<SendInput> {
  const row = await templateById(deps.db, body.helperId);
  const values = checkValues(row.fields, body.values);
  const locale = (row.locale in HELPER_INSTRUCTIONS ? row.locale : DEFAULT_LOCALE) as Locale;
  return {
    userId,
    target: { kind: 'helper', helperId: row.id, title: row.title },
    model: body.model ?? (await defaultModel(deps, userId)),
    text: fillPrompt(row.prompt, values),
    images: [],
    clientKey: body.clientKey,
    instructions: HELPER_INSTRUCTIONS[locale],
    service: 'helper',
  };
}

/** The user's answers of a template, in any of its languages, latest first. */
export async function answerHistory(
  deps: Deps,
  userId: string,
  helperId: string,
  page: number,
  pageSize: number,
): Promise<{ list: HelperAnswer[]; total: number }> {
  const row = await templateById(deps.db, helperId, 'allowed');
  const { rows, total } = await answeredConversations(deps.db, userId, row.seedKey, {
    page,
    pageSize,
  });
  if (!rows.length) return { list: [], total };
  const messages = await messagesOf(
    deps.db,
    userId,
    rows.map((conversation) => conversation.id),
  );
  // The first question and the latest answer to it (a regenerated answer replaces the earlier one).
  const question = new Map<string, MessageRow>();
  const answer = new Map<string, MessageRow>();
  for (const message of messages) {
    if (message.role === 'user' && !question.has(message.conversationId))
      question.set(message.conversationId, message);
    if (message.role === 'assistant') answer.set(message.conversationId, message);
  }
  const dto = (message: MessageRow | undefined) => (message ? messageDto(deps, message) : null);
  return {
    total,
    list: rows.map((conversation) => ({
      conversationId: conversation.id,
      model: conversation.model,
      createdAt: conversation.createdAt.toISOString(),
      question: dto(question.get(conversation.id)),
      answer: dto(answer.get(conversation.id)),
    })),
  };
}
