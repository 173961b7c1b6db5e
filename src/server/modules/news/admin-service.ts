// The console's News section: every post with its languages, and the changes admins make to them. A change locks
// the post's rows, refuses a save made from an older revision (NEWS_STALE: the admin reloads, nothing is
// written over), writes its audit row in the same transaction, and marks the post edited so the seed of a later
// version of defaults/news.json leaves it alone.
import { randomUUID } from 'node:crypto';
import type {
  AdminNewsPost,
  AdminNewsSummary,
  NewsSaveBody,
  NewsStatus,
} from '@shared/api/admin-news';
import type { Locale } from '@shared/i18n/locales';
import { auditChanges, recordAudit } from '../../audit';
import type { Queries } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { ownedUploads } from '../../files/repo';
import { signedFileUrl } from '../../files/signed-url';
import {
  allNewsRows,
  postRows,
  removeVersions,
  updatePost,
  upsertVersion,
  type NewsListRow,
  type PostFields,
} from './admin-repo';
import type { NewsRow } from './repo';

const statusOf = (publishedAt: Date | null, now: Date): NewsStatus =>
  !publishedAt ? 'draft' : publishedAt > now ? 'scheduled' : 'published';

/** What a post's languages share, read from any of its rows (a change writes them to every one). */
function shared(row: NewsListRow, now: Date) {
  return {
    id: row.postId,
    status: statusOf(row.publishedAt, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    revision: row.revision,
    seeded: row.seedKey !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The fields a change may touch, one entry per language's title and body, for the audit row. Keys are shown as
 * they are in the audit log, so they read as words.
 */
function snapshot(rows: NewsRow[]): Record<string, unknown> {
  const first = rows[0];
  const fields: Record<string, unknown> = {
    publishedAt: first?.publishedAt?.toISOString() ?? null,
    cover: first ? (first.coverUploadId ?? first.cover) : null,
  };
  for (const row of rows) {
    fields[`title ${row.locale}`] = row.title;
    fields[`body ${row.locale}`] = row.body;
  }
  return fields;
}

export function createNewsAdmin(deps: Deps) {
  const { db } = deps;

  const detail = (rows: NewsRow[]): AdminNewsPost => {
    const first = rows[0]!;
    const cover = first.coverUploadId
      ? { uploadId: first.coverUploadId, url: signedFileUrl(deps, first.coverUploadId) }
      : first.cover
        ? { uploadId: null, url: first.cover }
        : null;
    return {
      ...shared(first, deps.now()),
      versions: rows.map((row) => ({
        locale: row.locale as Locale,
        title: row.title,
        body: row.body,
      })),
      cover,
    };
  };

  /**
   * Whether the admin uploaded `id` as a cover. Asked before the save's transaction: on PGlite's one connection
   * a query outside an open transaction would wait for it.
   */
  const ownCover = async (actorId: string, id: string | null | undefined) => {
    if (!id) return false;
    const [upload] = await ownedUploads(deps, actorId, [id]).catch(() => []);
    return upload?.purpose === 'newsCover';
  };

  /** The cover columns a save asks for; an upload must be a cover the admin uploaded, or the one it had. */
  const coverFields = (
    wanted: NewsSaveBody['coverUploadId'],
    owned: boolean,
    current: NewsRow | undefined,
  ): Pick<PostFields, 'cover' | 'coverUploadId'> => {
    if (wanted === undefined)
      return { cover: current?.cover ?? null, coverUploadId: current?.coverUploadId ?? null };
    if (wanted === null) return { cover: null, coverUploadId: null };
    const id = wanted.toLowerCase();
    if (id !== current?.coverUploadId && !owned)
      throw new AppError('VALIDATION', {}, 'admin.content.errors.cover');
    return { cover: null, coverUploadId: id };
  };

  /**
   * Runs `write` on the post's locked rows (none for a new post) at the revision the admin edited, then audits
   * what changed and answers the post as it now is.
   */
  const change = async (
    actorId: string,
    target: { id?: string; revision?: number },
    write: (
      tx: Queries,
      post: { id: string; before: NewsRow[] },
      fields: Omit<PostFields, 'cover' | 'coverUploadId'>,
    ) => Promise<void>,
  ) => {
    const postId = target.id ?? randomUUID();
    const now = deps.now();
    const rows = await db.transaction(async (tx) => {
      const before = target.id ? await postRows(tx, postId, true) : [];
      if (target.id && !before.length) throw new AppError('NOT_FOUND');
      if (target.id && target.revision === undefined)
        throw new AppError('VALIDATION', {}, 'admin.content.errors.revision');
      if (target.id && before[0]!.revision !== target.revision) throw new AppError('NEWS_STALE');
      await write(
        tx,
        { id: postId, before },
        {
          publishedAt: before[0]?.publishedAt ?? null,
          revision: (before[0]?.revision ?? 0) + 1,
          editedAt: now,
          updatedAt: now,
        },
      );
      const after = await postRows(tx, postId);
      await recordAudit(
        tx,
        {
          actorId,
          action: 'news.save',
          target: { kind: 'news', id: postId },
          ...auditChanges(snapshot(before), snapshot(after)),
        },
        now,
      );
      return after;
    });
    return detail(rows);
  };

  return {
    async list(): Promise<{ list: AdminNewsSummary[] }> {
      const now = deps.now();
      const posts = new Map<string, NewsListRow[]>();
      for (const row of await allNewsRows(db))
        posts.set(row.postId, [...(posts.get(row.postId) ?? []), row]);
      // Newest first: a post by its time, a draft by when it was last saved.
      const when = (row: NewsListRow) => (row.publishedAt ?? row.updatedAt).getTime();
      const list = [...posts.values()]
        .sort((a, b) => when(b[0]!) - when(a[0]!))
        .map((rows) => ({
          ...shared(rows[0]!, now),
          versions: rows
            .map((row) => ({ locale: row.locale as Locale, title: row.title }))
            .sort((a, b) => a.locale.localeCompare(b.locale)),
        }));
      return { list };
    },

    async info(id: string): Promise<AdminNewsPost> {
      const rows = await postRows(db, id);
      if (!rows.length) throw new AppError('NOT_FOUND');
      return detail(rows);
    },

    save: async (actorId: string, body: NewsSaveBody) => {
      const owned = await ownCover(actorId, body.coverUploadId);
      return change(actorId, body, async (tx, { id, before }, fields) => {
        const post: PostFields = {
          ...fields,
          ...coverFields(body.coverUploadId, owned, before[0]),
          publishedAt: body.publishedAt === null ? null : new Date(body.publishedAt),
        };
        await removeVersions(
          tx,
          id,
          body.versions.map((version) => version.locale),
        );
        await updatePost(tx, id, post);
        for (const version of body.versions)
          await upsertVersion(tx, { ...post, ...version, postId: id });
      });
    },

    setPublished: (actorId: string, target: { id: string; revision: number }, publish: boolean) =>
      change(actorId, target, async (tx, { id, before }, fields) => {
        await updatePost(tx, id, {
          ...fields,
          cover: before[0]!.cover,
          coverUploadId: before[0]!.coverUploadId,
          publishedAt: publish ? deps.now() : null,
        });
      }),

    async remove(actorId: string, id: string) {
      await db.transaction(async (tx) => {
        const before = await postRows(tx, id, true);
        if (!before.length) throw new AppError('NOT_FOUND');
        await removeVersions(tx, id);
        await recordAudit(
          tx,
          {
            actorId,
            action: 'news.remove',
            target: { kind: 'news', id },
            before: snapshot(before),
          },
          deps.now(),
        );
      });
      return { id };
    },
  };
}
