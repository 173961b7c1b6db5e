// The console's public characters: the starters (no owner: shipped, or made here) an admin writes, and users'
// public characters an admin may move to another category or hide. Hiding a user's character goes through the
// moderators' own path (feed's makePrivate): it becomes private, its owner keeps it. A change locks the row,
// refuses a starter's save made from an older version (CONTENT_STALE), audits in the same transaction, and
// marks a shipped starter edited so the seed leaves it alone (seed.ts).
import type {
  AdminCharacter,
  AdminCharacterRow,
  StarterSaveBody,
} from '@shared/api/admin-characters';
import { ADMIN_CHARACTERS_PAGE_SIZE } from '@shared/api/admin-characters';
import { auditChanges, recordAudit } from '../../audit';
import type { Queries } from '../../db/client';
import type { Deps } from '../../deps';
import { avatarForViewer } from '../../files/avatars';
import { AppError } from '../../http/app-error';
import { makePrivate } from '../feed';
import {
  insertStarter,
  managedCharacter,
  managedPage,
  updateCharacter,
  type ManagedQuery,
  type StarterFields,
} from './admin-repo';
import type { CharacterRow } from './character-access';
import { assertCategory } from './service';

type Managed = { row: CharacterRow; owner: string | null };
type AuditAction = 'character.save' | 'character.category' | 'character.hide';

/** The fields a change may touch, for the audit row. */
const snapshot = (row: CharacterRow | undefined): Record<string, unknown> =>
  row
    ? {
        name: row.name,
        avatar: row.avatar,
        description: row.description,
        systemPrompt: row.systemPrompt,
        greeting: row.greeting,
        categoryId: row.categoryId,
        locale: row.locale,
        visibility: row.visibility,
      }
    : {};

export function createCharactersAdmin(deps: Deps) {
  const { db } = deps;

  const rowView = ({ row, owner }: Managed): AdminCharacterRow => ({
    id: row.id,
    name: row.name,
    avatar: avatarForViewer(deps, row.avatar),
    description: row.description,
    categoryId: row.categoryId,
    locale: row.locale,
    starter: row.ownerId === null,
    owner,
    hidden: row.visibility !== 'public',
    updatedAt: row.updatedAt.toISOString(),
  });

  const detail = (found: Managed): AdminCharacter => ({
    ...rowView(found),
    systemPrompt: found.row.systemPrompt,
    greeting: found.row.greeting,
    edited: found.row.seedKey !== null && found.row.editedAt !== null,
  });

  /**
   * Runs `write` on the locked character (none for a new starter; `write` answers the id it wrote), then
   * audits what changed and answers the character as it now is.
   */
  const change = async (
    actor: { id: string; reason?: string },
    action: AuditAction,
    id: string | undefined,
    write: (tx: Queries, before: Managed | undefined, now: Date) => Promise<string>,
  ) => {
    const now = deps.now();
    const after = await db.transaction(async (tx) => {
      const before = id ? await managedCharacter(tx, id, true) : undefined;
      if (id && !before) throw new AppError('NOT_FOUND');
      const written = await write(tx, before, now);
      const found = (await managedCharacter(tx, written, false, true))!;
      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action,
          target: { kind: 'character', id: written },
          ...auditChanges(snapshot(before?.row), snapshot(found.row)),
          reason: actor.reason ?? null,
        },
        now,
      );
      return found;
    });
    return detail(after);
  };

  /** The starter's own fields, or a refusal for a user's character (its owner's to write). */
  const starterOnly = (found: Managed | undefined) => {
    if (found && found.row.ownerId !== null)
      throw new AppError('VALIDATION', {}, 'admin.characters.errors.notStarter');
  };

  return {
    async list(query: Omit<ManagedQuery, 'pageSize'>) {
      const pageSize = ADMIN_CHARACTERS_PAGE_SIZE;
      const { rows, total } = await managedPage(db, { ...query, pageSize });
      return { list: rows.map(rowView), total, page: query.page, pageSize };
    },

    async info(id: string) {
      const found = await managedCharacter(db, id);
      if (!found) throw new AppError('NOT_FOUND');
      return detail(found);
    },

    async save(actorId: string, body: StarterSaveBody) {
      await assertCategory(deps, body.categoryId);
      if (body.id && !body.base)
        throw new AppError('VALIDATION', {}, 'admin.content.errors.revision');
      const fields: StarterFields = {
        name: body.name,
        avatar: body.avatar,
        description: body.description ?? '',
        systemPrompt: body.systemPrompt,
        greeting: body.greeting ?? '',
        categoryId: body.categoryId,
        locale: body.locale,
      };
      return change({ id: actorId }, 'character.save', body.id, async (tx, before, now) => {
        if (!before) return insertStarter(tx, fields, now);
        starterOnly(before);
        if (before.row.updatedAt.toISOString() !== body.base) throw new AppError('CONTENT_STALE');
        await updateCharacter(tx, before.row.id, { ...fields, editedAt: now, updatedAt: now });
        return before.row.id;
      });
    },

    async setCategory(actorId: string, id: string, categoryId: string) {
      await assertCategory(deps, categoryId);
      return change({ id: actorId }, 'character.category', id, async (tx, before, now) => {
        const starter = before!.row.ownerId === null;
        await updateCharacter(tx, id, {
          categoryId,
          updatedAt: now,
          ...(starter ? { editedAt: now } : {}),
        });
        return id;
      });
    },

    /** Hides any public character (a user's becomes private); shows a hidden starter again. */
    setHidden: (actorId: string, id: string, hidden: boolean, reason: string) =>
      change({ id: actorId, reason }, 'character.hide', id, async (tx, before, now) => {
        const starter = before!.row.ownerId === null;
        if (hidden) await makePrivate(tx, 'character', id, now);
        else if (!starter)
          throw new AppError('VALIDATION', {}, 'admin.characters.errors.ownerShows');
        else await updateCharacter(tx, id, { visibility: 'public', updatedAt: now });
        if (starter) await updateCharacter(tx, id, { editedAt: now });
        return id;
      }),
  };
}
