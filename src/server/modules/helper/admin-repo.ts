// The console's queries of helper templates: every template's rows (deleted shipped ones, tombstones, left
// out), one template's rows (locked for a change, so two admins' saves of one template run one after the
// other), and writing them.
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Queries } from '../../db/client';
import { helperTemplates } from '../../db/schema';
import type { TemplateRow } from './repo';

const present = isNull(helperTemplates.deletedAt);

export function allTemplateRows(db: Queries, lock = false): Promise<TemplateRow[]> {
  const query = db
    .select()
    .from(helperTemplates)
    .where(present)
    .orderBy(asc(helperTemplates.sort), asc(helperTemplates.seedKey), asc(helperTemplates.locale));
  return lock ? query.for('update') : query;
}

export function templateRows(db: Queries, key: string, lock = false): Promise<TemplateRow[]> {
  const query = db
    .select()
    .from(helperTemplates)
    .where(and(eq(helperTemplates.seedKey, key), present))
    .orderBy(asc(helperTemplates.locale));
  return lock ? query.for('update') : query;
}

/** After every template: where a new one goes. */
export async function nextSort(db: Queries): Promise<number> {
  const [row] = await db.select({ last: max(helperTemplates.sort) }).from(helperTemplates);
  return (row?.last ?? -1) + 1;
}

export type SharedFields = Partial<
  Pick<
    TemplateRow,
    | 'category'
    | 'icon'
    | 'featured'
    | 'hidden'
    | 'sort'
    | 'revision'
    | 'editedAt'
    | 'deletedAt'
    | 'updatedAt'
  >
>;

/** Writes what every language of the template shares. */
export async function updateTemplate(db: Queries, key: string, fields: SharedFields) {
  await db.update(helperTemplates).set(fields).where(eq(helperTemplates.seedKey, key));
}

/** Writes one language's words, adding the language when the template has none in it yet. */
export async function upsertTemplateVersion(db: Queries, row: typeof helperTemplates.$inferInsert) {
  await db
    .insert(helperTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: [helperTemplates.seedKey, helperTemplates.locale],
      set: {
        title: row.title,
        description: row.description,
        fields: row.fields,
        prompt: row.prompt,
      },
    });
}

/** Removes every language of a template; its past answers stay, without the link. */
export async function deleteTemplate(db: Queries, key: string) {
  await db.delete(helperTemplates).where(eq(helperTemplates.seedKey, key));
}
