// The first news posts, shipped in defaults/news.json in every UI language and written once per version of
// the file (upserted by their seed keys), so posts admins write or edit later are never written over.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { SUPPORTED_LOCALES } from '@shared/i18n/locales';
import type { Database } from '../../db/client';
import { newsPosts } from '../../db/schema';
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

export function seedRows(seed: NewsFile, now: Date) {
  return seed.posts.flatMap((post) =>
    SUPPORTED_LOCALES.flatMap((locale) => {
      const text = post[locale] as Translation | undefined;
      if (!text) return [];
      return [
        {
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

export function seedNews(db: Database, now: Date, file = defaultFile('news.json')) {
  const seed = JSON.parse(readFileSync(file, 'utf8')) as NewsFile;
  const rows = seedRows(seed, now);
  return seedOnce(db, 'news', seed.version, async (tx) => {
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
      });
  });
}
