// The public side of characters: categories with counts, the gallery, latest, and search. What a viewer
// sees depends on their language (which starter set) and, for search, on who they are (their own too).
import type { CategoryGallery, CategoryInfo, CharactersPage } from '@shared/api/roles';
import { DEFAULT_LOCALE, type Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import type { LocalizedText } from '../../db/schema';
import { toCharacterInfo, type CharacterRow } from './character-access';
import {
  categoryCounts,
  firstPerCategory,
  latestPage,
  publicPage,
  searchPage,
} from './gallery-repo';

export function localized(text: LocalizedText, locale: Locale, fallback: string): string {
  return text[locale] ?? text[DEFAULT_LOCALE] ?? fallback;
}

/** Every category in sort order, each with how many public characters this viewer can browse in it. */
export async function categoriesWithCounts(deps: Deps, locale: Locale): Promise<CategoryInfo[]> {
  const rows = await categoryCounts(deps.db, locale);
  return rows.map((row) => ({
    id: row.id,
    name: localized(row.name, locale, row.id),
    count: row.count,
  }));
}

/** A page of found rows as this viewer reads them. */
const toPage =
  (deps: Deps, options: { viewerId?: string; page: number; pageSize: number }) =>
  ({ rows, total }: { rows: CharacterRow[]; total: number }): CharactersPage => ({
    list: rows.map((row) => toCharacterInfo(deps, row, options.viewerId)),
    total,
    page: options.page,
    pageSize: options.pageSize,
  });

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
  return publicPage(deps.db, options).then(toPage(deps, options));
}

/** The newest public characters. */
export function latestCharacters(
  deps: Deps,
  options: { locale: Locale; viewerId?: string; page: number; pageSize: number },
): Promise<CharactersPage> {
  return latestPage(deps.db, options).then(toPage(deps, options));
}

/** A search among what this viewer may read (their own characters too). */
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
  return searchPage(deps.db, options).then(toPage(deps, options));
}

/** Each category with its first `per` browsable characters. */
export async function gallery(
  deps: Deps,
  options: { locale: Locale; viewerId?: string; per: number },
): Promise<CategoryGallery[]> {
  const [categories, rows] = await Promise.all([
    categoriesWithCounts(deps, options.locale),
    firstPerCategory(deps.db, options.locale, options.per),
  ]);
  const byCategory = new Map<string, CharacterRow[]>();
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push(row);
    byCategory.set(row.categoryId, list);
  }
  return categories.map((category) => ({
    category,
    characters: (byCategory.get(category.id) ?? []).map((row) =>
      toCharacterInfo(deps, row, options.viewerId),
    ),
  }));
}
