// The console's helper templates: every template with its languages, and the changes admins make to them. A
// change locks the template's rows, refuses a save made from an older revision (CONTENT_STALE: the admin
// reloads, nothing is written over), writes its audit row in the same transaction, and marks a shipped template
// edited so the seed at the next start leaves it alone (seed.ts).
import { randomUUID } from 'node:crypto';
import type {
  AdminTemplate,
  AdminTemplateSummary,
  TemplateSaveBody,
} from '@shared/api/admin-templates';
import type { HelperCategory } from '@shared/api/helper';
import type { Locale } from '@shared/i18n/locales';
import { auditChanges, recordAudit } from '../../audit';
import type { Queries } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import {
  allTemplateRows,
  deleteTemplate,
  nextSort,
  templateRows,
  updateTemplate,
  upsertTemplateVersion,
  type SharedFields,
} from './admin-repo';
import { checkPromptNames } from './fill';
import type { TemplateRow } from './repo';

/** What a template's languages share, read from any of its rows (a change writes them to every one). */
function shared(row: TemplateRow) {
  return {
    key: row.seedKey,
    origin: row.origin,
    edited: row.origin === 'seed' && row.editedAt !== null,
    category: row.category as HelperCategory,
    icon: row.icon,
    featured: row.featured,
    hidden: row.hidden,
    sort: row.sort,
    revision: row.revision,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const detail = (rows: TemplateRow[]): AdminTemplate => ({
  ...shared(rows[0]!),
  versions: rows.map((row) => ({
    id: row.id,
    locale: row.locale as Locale,
    title: row.title,
    description: row.description,
    fields: row.fields,
    prompt: row.prompt,
  })),
});

function summaries(rows: TemplateRow[]): AdminTemplateSummary[] {
  const templates = new Map<string, TemplateRow[]>();
  for (const row of rows) templates.set(row.seedKey, [...(templates.get(row.seedKey) ?? []), row]);
  return [...templates.values()].map((versions) => ({
    ...shared(versions[0]!),
    versions: versions.map((row) => ({
      id: row.id,
      locale: row.locale as Locale,
      title: row.title,
    })),
  }));
}

/** The fields a change may touch, for the audit row; keys read as words in the audit log. */
function snapshot(rows: TemplateRow[]): Record<string, unknown> {
  const first = rows[0];
  const fields: Record<string, unknown> = first
    ? {
        category: first.category,
        icon: first.icon,
        featured: first.featured,
        hidden: first.hidden,
      }
    : {};
  for (const row of rows) {
    fields[`title ${row.locale}`] = row.title;
    fields[`description ${row.locale}`] = row.description;
    fields[`fields ${row.locale}`] = JSON.stringify(row.fields);
    fields[`prompt ${row.locale}`] = row.prompt;
  }
  return fields;
}

type Write = (tx: Queries, before: TemplateRow[], now: Date, key: string) => Promise<void>;

export function createTemplatesAdmin(deps: Deps) {
  const { db } = deps;

  /**
   * Runs `write` on the template's locked rows (none for a new one), at the revision the admin edited when one
   * is named, then audits what changed and answers the template as it now is.
   */
  const change = async (
    actor: { id: string; reason?: string },
    action: 'template.save' | 'template.feature' | 'template.hide',
    target: { key?: string; revision?: number },
    write: Write,
  ) => {
    const key = target.key ?? `admin-${randomUUID()}`;
    const now = deps.now();
    const rows = await db.transaction(async (tx) => {
      const before = target.key ? await templateRows(tx, key, true) : [];
      if (target.key && !before.length) throw new AppError('NOT_FOUND');
      if (target.revision !== undefined && before[0] && before[0].revision !== target.revision)
        throw new AppError('CONTENT_STALE');
      await write(tx, before, now, key);
      const after = await templateRows(tx, key);
      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action,
          target: { kind: 'template', id: key },
          ...auditChanges(snapshot(before), snapshot(after)),
          reason: actor.reason ?? null,
        },
        now,
      );
      return after;
    });
    return detail(rows);
  };

  const list = async (filter: { locale?: Locale; category?: HelperCategory }) => ({
    list: summaries(await allTemplateRows(db)).filter(
      (item) =>
        (!filter.locale || item.versions.some((version) => version.locale === filter.locale)) &&
        (!filter.category || item.category === filter.category),
    ),
  });

  return {
    list,

    async info(key: string): Promise<AdminTemplate> {
      const rows = await templateRows(db, key);
      if (!rows.length) throw new AppError('NOT_FOUND');
      return detail(rows);
    },

    save(actorId: string, body: TemplateSaveBody) {
      checkPromptNames(body.version.prompt, body.version.fields);
      if (body.key && body.revision === undefined)
        throw new AppError('VALIDATION', {}, 'admin.content.errors.revision');
      return change({ id: actorId }, 'template.save', body, async (tx, before, now, key) => {
        const first = before[0];
        const common = {
          category: body.category,
          icon: body.icon,
          revision: (first?.revision ?? 0) + 1,
          editedAt: now,
          updatedAt: now,
        } satisfies SharedFields;
        if (first) await updateTemplate(tx, key, common);
        await upsertTemplateVersion(tx, {
          seedKey: key,
          origin: first?.origin ?? 'admin',
          featured: first?.featured ?? false,
          hidden: first?.hidden ?? false,
          sort: first?.sort ?? (await nextSort(tx)),
          ...common,
          ...body.version,
        });
      });
    },

    setFeatured: (actorId: string, key: string, featured: boolean) =>
      change({ id: actorId }, 'template.feature', { key }, (tx, _before, now) =>
        updateTemplate(tx, key, { featured, editedAt: now, updatedAt: now }),
      ),

    setHidden: (actorId: string, key: string, hidden: boolean, reason: string) =>
      change({ id: actorId, reason }, 'template.hide', { key }, (tx, _before, now) =>
        updateTemplate(tx, key, { hidden, editedAt: now, updatedAt: now }),
      ),

    /** The keys named first, in their order, then the others as they were. */
    async reorder(actorId: string, keys: string[]) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const rows = await allTemplateRows(tx, true);
        const before = [...new Set(rows.map((row) => row.seedKey))];
        const known = [...new Set(keys)].filter((key) => before.includes(key));
        const after = [...known, ...before.filter((key) => !known.includes(key))];
        const sortOf = new Map(rows.map((row) => [row.seedKey, row.sort]));
        for (const [sort, key] of after.entries())
          if (sortOf.get(key) !== sort)
            await updateTemplate(tx, key, { sort, editedAt: now, updatedAt: now });
        await recordAudit(
          tx,
          {
            actorId,
            action: 'template.reorder',
            target: { kind: 'template', id: 'order' },
            before: { order: before.join(', ') },
            after: { order: after.join(', ') },
          },
          now,
        );
      });
      return list({});
    },

    /** An admin's template goes; a shipped one stays as a hidden tombstone the seed does not bring back. */
    async remove(actorId: string, key: string, reason: string) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const before = await templateRows(tx, key, true);
        if (!before.length) throw new AppError('NOT_FOUND');
        if (before[0]!.origin === 'seed')
          await updateTemplate(tx, key, {
            hidden: true,
            deletedAt: now,
            editedAt: now,
            updatedAt: now,
          });
        else await deleteTemplate(tx, key);
        await recordAudit(
          tx,
          {
            actorId,
            action: 'template.remove',
            target: { kind: 'template', id: key },
            before: snapshot(before),
            reason,
          },
          now,
        );
      });
      return { key };
    },
  };
}
