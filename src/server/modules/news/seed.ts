// The first news posts, shipped in defaults/news.json in every UI language and written once per version of
// the file (upserted by their seed keys). A post an admin edited or removed is left as the admin left it: the
// seed skips posts with an edit time, and those whose removal the audit log holds.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { SUPPORTED_LOCALES } from '@shared/i18n/locales';
import type { Database } from '../../db/client';
import { adminAudit, newsPosts } from '../../db/schema';
import type { Queries } from '../../db/client';
import { seedOnce } from '../../db/seed-runs';
import { defaultFile } from '../../defaults';

interface SeedPost {
  key: string;
  publishedAt: string;
  cover?: string;
  [locale: string]: unknown;
}

interface NewsFile {
  version: string;
  posts: SeedPost[];
}

type Translation = { title: string; body: string[] };

/** A shipped post's id, the same on every start (the migration that grouped languages derives it alike). */
export function seedPostId(key: string): string {
  const hex = createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function seedRows(seed: NewsFile, now: Date) {
  return seed.posts.flatMap((post) =>
    SUPPORTED_LOCALES.flatMap((locale) => {
      const text = post[locale] as Translation | undefined;
      if (!text) return [];
      return [
        {
          postId: seedPostId(post.key),
          seedKey: `${locale}:${post.key}`,
          locale,
          title: text.title,
          body: text.body.join('\n'),
          cover: post.cover ?? null,
          publishedAt: new Date(post.publishedAt),
          updatedAt: now,
        },
      ];
    }),
  );
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** The shipped posts among `postIds` that admins have made their own: edited, or removed. */
async function adminsPosts(tx: Queries, postIds: string[]): Promise<Set<string>> {
  if (!postIds.length) return new Set();
  const [edited, removed] = await Promise.all([
    tx
      .select({ id: newsPosts.postId })
      .from(newsPosts)
      .where(and(inArray(newsPosts.postId, postIds), isNotNull(newsPosts.editedAt))),
    tx
      .select({ id: adminAudit.targetId })
      .from(adminAudit)
      .where(
        and(
          eq(adminAudit.action, 'news.remove'),
          eq(adminAudit.targetKind, 'news'),
          inArray(adminAudit.targetId, postIds),
        ),
      ),
  ]);
  return new Set([...edited, ...removed].map((row) => row.id));
}

export function seedNews(db: Database, now: Date, file = defaultFile('news.json')) {
  const seed = JSON.parse(readFileSync(file, 'utf8')) as NewsFile;
  return seedOnce(db, 'news', seed.version, async (tx) => {
    const all = seedRows(seed, now);
    const skipped = await adminsPosts(tx, [...new Set(all.map((row) => row.postId))]);
    const rows = all.filter((row) => !skipped.has(row.postId));
    if (!rows.length) return;
    await tx
      .insert(newsPosts)
      .values(rows)
      .onConflictDoUpdate({
        target: newsPosts.seedKey,
        set: {
          title: excluded('title'),
          body: excluded('body'),
          cover: excluded('cover'),
          publishedAt: excluded('published_at'),
          updatedAt: excluded('updated_at'),
        },
        // Checked again on the row itself: an edit since the lookup above is the admin's too.
        setWhere: isNull(newsPosts.editedAt),
      });
  });
}
