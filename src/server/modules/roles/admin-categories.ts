// The console's character categories: made (the id is for good), renamed in every language, put in order, and
// deleted only while no character of anyone's is in it (CATEGORY_IN_USE says how many are). A category an
// admin touched is the admin's: the seed neither renames it nor brings a deleted one back (its row stays as a
// tombstone). Every change is audited in its transaction.
import { SUPPORTED_LOCALES } from '@shared/i18n/locales';
import { auditChanges, recordAudit } from '../../audit';
import type { Queries } from '../../db/client';
import type { LocalizedText } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import {
  categoriesWithUse,
  lastCategorySort,
  lockCategory,
  usesOfCategory,
  writeCategory,
} from './admin-repo';

/** The step between categories' sort numbers, so a seeded one never lands on an admin's order by chance. */
const SORT_STEP = 10;

const names = (name: LocalizedText) =>
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [`name ${locale}`, name[locale] ?? null]));

export function createCategoriesAdmin(deps: Deps) {
  const { db } = deps;
  const list = async (tx: Queries = db) => ({ list: await categoriesWithUse(tx) });

  return {
    list: () => list(),

    /** `create`: a new id (a deleted category's id may be taken again); otherwise a rename. */
    async save(actorId: string, input: { id: string; name: LocalizedText; create: boolean }) {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const current = await lockCategory(tx, input.id);
        const live = current && !current.deletedAt;
        if (input.create && live) throw new AppError('CATEGORY_EXISTS', { id: input.id });
        if (!input.create && !live) throw new AppError('NOT_FOUND');
        const sort = live ? current.sort : (await lastCategorySort(tx)) + SORT_STEP;
        await writeCategory(tx, {
          id: input.id,
          name: input.name,
          sort,
          editedAt: now,
          deletedAt: null,
        });
        await recordAudit(
          tx,
          {
            actorId,
            action: 'category.save',
            target: { kind: 'category', id: input.id },
            ...auditChanges(live ? names(current.name) : {}, names(input.name)),
          },
          now,
        );
        return list(tx);
      });
    },

    /** The ids named first, in their order, then the others as they were. */
    async reorder(actorId: string, ids: string[]) {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const before = (await categoriesWithUse(tx)).map((row) => row.id);
        const known = [...new Set(ids)].filter((id) => before.includes(id));
        const after = [...known, ...before.filter((id) => !known.includes(id))];
        for (const [index, id] of after.entries()) {
          const row = (await lockCategory(tx, id))!;
          const sort = (index + 1) * SORT_STEP;
          if (row.sort !== sort) await writeCategory(tx, { ...row, sort, editedAt: now });
        }
        await recordAudit(
          tx,
          {
            actorId,
            action: 'category.reorder',
            target: { kind: 'category', id: 'order' },
            before: { order: before.join(', ') },
            after: { order: after.join(', ') },
          },
          now,
        );
        return list(tx);
      });
    },

    async remove(actorId: string, id: string, reason: string) {
      const now = deps.now();
      return db.transaction(async (tx) => {
        const current = await lockCategory(tx, id);
        if (!current || current.deletedAt) throw new AppError('NOT_FOUND');
        const uses = await usesOfCategory(tx, id);
        if (uses > 0) throw new AppError('CATEGORY_IN_USE', { count: uses });
        await writeCategory(tx, { ...current, editedAt: now, deletedAt: now });
        await recordAudit(
          tx,
          {
            actorId,
            action: 'category.remove',
            target: { kind: 'category', id },
            before: names(current.name),
            reason,
          },
          now,
        );
        return list(tx);
      });
    },
  };
}
