// The public side of characters: categories with counts, the gallery, latest, and search. What a viewer
// sees depends on their language (which starter set) and, for search, on who they are (their own too).
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { CategoryGallery, CategoryInfo, CharactersPage } from '@shared/api/roles';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { likePattern } from '../../db/like';
import { characterCategories, characters, type LocalizedText } from '../../db/schema';
import {
  browseOrder,
  offsetOf,
  publicFor,
  readableBy,
  toCharacterInfo,
  type CharacterRow,
} from './character-access';

export function localized(text: LocalizedText, locale: Locale, fallback: string): string {
  return text[locale] ?? text[DEFAULT_LOCALE] ?? fallback;
}

/** Every category in sort order, each with how many public characters this viewer can browse in it. */
export async function categoriesWithCounts(deps: Deps, locale: Locale): Promise<CategoryInfo[]> {
  const rows = await deps.db
    .select({
      id: characterCategories.id,
      name: characterCategories.name,
      count: count(characters.id),
    })
    .from(characterCategories)
    .leftJoin(characters, and(eq(characters.categoryId, characterCategories.id), publicFor(locale)))
    .groupBy(characterCategories.id)
    .orderBy(asc(characterCategories.sort), asc(characterCategories.id));
  return rows.map((row) => ({
    id: row.id,
    name: localized(row.name, locale, row.id),
    count: row.count,
  }));
}

/** A page of characters matching `where`, in browsing order (or `order` first), with the total. */
async function page(
  deps: Deps,
  where: SQL,
  viewerId: string | undefined,
  pageNumber: number,
  pageSize: number,
  order: SQL[] = [],
): Promise<CharactersPage> {
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(characters)
      .where(where)
      .orderBy(...order, ...browseOrder)
      .limit(pageSize)
      .offset(offsetOf(pageNumber, pageSize)),
    deps.db.select({ total: count() }).from(characters).where(where),
  ]);
  return {
    list: rows.map((row) => toCharacterInfo(row, viewerId)),
    total: totals[0]?.total ?? 0,
    page: pageNumber,
    pageSize,
  };
}

export function publicCharacters(
  deps: Deps,
  options: {
    locale: Locale;
    viewerId?: string;
    categoryId?: string;
    page: number;
    pageSize: number;
  },
): Promise<CharactersPage> {
  const where = and(
    publicFor(options.locale),
    options.categoryId ? eq(characters.categoryId, options.categoryId) : undefined,
  )!;
  return page(deps, where, options.viewerId, options.page, options.pageSize);
}

/** The newest public characters first (users' new ones come before the starter set). */
export async function latestCharacters(
  deps: Deps,
  options: { locale: Locale; viewerId?: string; page: number; pageSize: number },
): Promise<CharactersPage> {
  return page(deps, publicFor(options.locale), options.viewerId, options.page, options.pageSize, [
    desc(characters.createdAt),
  ]);
}

/** Names and descriptions containing `q` (literally: `%` and `_` are not wildcards), name matches first. */
export function searchCharacters(
  deps: Deps,
  options: {
    locale: Locale;
    viewerId?: string;
    q: string;
    categoryId?: string;
    page: number;
    pageSize: number;
  },
): Promise<CharactersPage> {
  const pattern = likePattern(options.q);
  const where = and(
    readableBy(options.locale, options.viewerId),
    options.categoryId ? eq(characters.categoryId, options.categoryId) : undefined,
    options.q
      ? or(ilike(characters.name, pattern), ilike(characters.description, pattern))
      : undefined,
  )!;
  const order = options.q ? [sql`(${characters.name} ilike ${pattern}) desc`] : [];
  return page(deps, where, options.viewerId, options.page, options.pageSize, order);
}

/** Each category with its first `per` browsable characters (one query, ranked per category). */
export async function gallery(
  deps: Deps,
  options: { locale: Locale; viewerId?: string; per: number },
): Promise<CategoryGallery[]> {
  const ranked = deps.db
    .select({
      ...getTableColumns(characters),
      rank: sql<number>`row_number() over (partition by ${characters.categoryId} order by ${sql.join(browseOrder, sql`, `)})`.as(
        'rank',
      ),
    })
    .from(characters)
    .where(publicFor(options.locale))
    .as('ranked');
  const [categories, rows] = await Promise.all([
    categoriesWithCounts(deps, options.locale),
    deps.db.select().from(ranked).where(lte(ranked.rank, options.per)).orderBy(ranked.rank),
  ]);
  const byCategory = new Map<string, CharacterRow[]>();
  for (const { rank: _rank, ...row } of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push(row);
    byCategory.set(row.categoryId, list);
  }
  return categories.map((category) => ({
    category,
    characters: (byCategory.get(category.id) ?? []).map((row) =>
      toCharacterInfo(row, options.viewerId),
    ),
  }));
}
