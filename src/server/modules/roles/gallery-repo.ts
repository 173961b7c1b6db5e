// The queries of the public side of characters: categories with counts, pages of public characters (by
// category, newest, or matching a search) and the gallery's first few per category. Every WHERE is built from
// character-access.ts, so what a viewer sees is decided in one place.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Locale } from '@shared/i18n/locales';
import type { Database } from '../../db/client';
import { likePattern } from '../../db/like';
import { characterCategories, characters } from '../../db/schema';
import {
  browseOrder,
  offsetOf,
  publicFor,
  readableBy,
  type CharacterRow,
} from './character-access';

interface PageOptions {
  locale: Locale;
  page: number;
  pageSize: number;
}

/** Every category in sort order, each with how many public characters a viewer in `locale` can browse in it. */
export function categoryCounts(db: Database, locale: Locale) {
  return db
    .select({
      id: characterCategories.id,
      name: characterCategories.name,
      count: count(characters.id),
    })
    .from(characterCategories)
    .leftJoin(characters, and(eq(characters.categoryId, characterCategories.id), publicFor(locale)))
    .where(isNull(characterCategories.deletedAt))
    .groupBy(characterCategories.id)
    .orderBy(asc(characterCategories.sort), asc(characterCategories.id));
}

/** A page of characters matching `where`, in browsing order (or `order` first), with the total. */
async function page(
  db: Database,
  where: SQL,
  pageNumber: number,
  pageSize: number,
  order: SQL[] = [],
): Promise<{ rows: CharacterRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(characters)
      .where(where)
      .orderBy(...order, ...browseOrder)
      .limit(pageSize)
      .offset(offsetOf(pageNumber, pageSize)),
    db.select({ total: count() }).from(characters).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Public characters, of one category when given. */
export function publicPage(db: Database, options: PageOptions & { categoryId?: string }) {
  const where = and(
    publicFor(options.locale),
    options.categoryId ? eq(characters.categoryId, options.categoryId) : undefined,
  )!;
  return page(db, where, options.page, options.pageSize);
}

/** The newest public characters first (users' new ones come before the starter set). */
export function latestPage(db: Database, options: PageOptions) {
  return page(db, publicFor(options.locale), options.page, options.pageSize, [
    desc(characters.createdAt),
  ]);
}

/** Names and descriptions containing `q` (literally: `%` and `_` are not wildcards), name matches first. */
export function searchPage(
  db: Database,
  options: PageOptions & { viewerId?: string; q: string; categoryId?: string },
) {
  const pattern = likePattern(options.q);
  const where = and(
    readableBy(options.locale, options.viewerId),
    options.categoryId ? eq(characters.categoryId, options.categoryId) : undefined,
    options.q
      ? or(ilike(characters.name, pattern), ilike(characters.description, pattern))
      : undefined,
  )!;
  const order = options.q ? [sql`(${characters.name} ilike ${pattern}) desc`] : [];
  return page(db, where, options.page, options.pageSize, order);
}

/** The first `per` browsable characters of each category, in rank order (one query, ranked per category). */
export async function firstPerCategory(
  db: Database,
  locale: Locale,
  per: number,
): Promise<CharacterRow[]> {
  const ranked = db
    .select({
      ...getTableColumns(characters),
      rank: sql<number>`row_number() over (partition by ${characters.categoryId} order by ${sql.join(browseOrder, sql`, `)})`.as(
        'rank',
      ),
    })
    .from(characters)
    .where(publicFor(locale))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, per)).orderBy(ranked.rank);
  return rows.map(({ rank: _rank, ...row }) => row);
}
