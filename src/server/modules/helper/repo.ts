// The helper's queries: templates by language and id, and a user's answers of a template (the helper
// conversations the chat engine wrote, in any of the template's languages).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Database } from '../../db/client';
import { chatMessages, conversations, helperTemplates } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type TemplateRow = typeof helperTemplates.$inferSelect;

/** What users see: an admin's hidden templates (and deleted shipped ones, hidden too) are left out. */
const shown = eq(helperTemplates.hidden, false);

export const templatesIn = (db: Database, locale: Locale) =>
  db
    .select()
    .from(helperTemplates)
    .where(and(eq(helperTemplates.locale, locale), shown))
    .orderBy(asc(helperTemplates.sort), asc(helperTemplates.id));

/**
 * The template; a hidden one only with `hidden: 'allowed'` (a user's past answers of it stay readable). Opening
 * or answering a hidden template says it is no longer offered.
 */
export async function templateById(
  db: Database,
  id: string,
  hidden: 'refused' | 'allowed' = 'refused',
): Promise<TemplateRow> {
  const [row] = await db.select().from(helperTemplates).where(eq(helperTemplates.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.hidden && hidden === 'refused')
    throw new AppError('NOT_FOUND', {}, 'helper.errors.unavailable');
  return row;
}

/** The same template written in another language, if there is one. */
export async function translationOf(
  db: Database,
  seedKey: string,
  locale: Locale,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(helperTemplates)
    .where(and(eq(helperTemplates.seedKey, seedKey), eq(helperTemplates.locale, locale), shown));
  return row;
}

/** A page of the user's helper conversations of a template in any language, latest first. */
export async function answeredConversations(
  db: Database,
  userId: string,
  seedKey: string,
  page: { page: number; pageSize: number },
) {
  const siblings = db
    .select({ id: helperTemplates.id })
    .from(helperTemplates)
    .where(eq(helperTemplates.seedKey, seedKey));
  const mine = and(
    eq(conversations.userId, userId),
    eq(conversations.kind, 'helper'),
    inArray(conversations.helperId, siblings),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(mine)
      .orderBy(desc(conversations.createdAt), desc(conversations.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(conversations).where(mine),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The user's messages of these conversations, oldest first. */
export function messagesOf(db: Database, userId: string, conversationIds: string[]) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.userId, userId), inArray(chatMessages.conversationId, conversationIds)),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}
