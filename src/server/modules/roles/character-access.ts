// How a character row reads to a viewer, and which rows a viewer may see. Every query of this module builds
// its WHERE from these, so a private character never leaks and another user's system prompt is never sent.
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { CharacterInfo } from '@shared/api/roles';
import type { Locale } from '@shared/i18n/locales';
import { characters } from '../../db/schema';
import type { Deps } from '../../deps';
import { avatarForViewer } from '../../files/avatars';

export type CharacterRow = typeof characters.$inferSelect;

export function toCharacterInfo(
  deps: Deps,
  row: CharacterRow,
  viewerId: string | undefined,
): CharacterInfo {
  const mine = viewerId !== undefined && row.ownerId === viewerId;
  return {
    id: row.id,
    name: row.name,
    avatar: avatarForViewer(deps, row.avatar),
    description: row.description,
    greeting: row.greeting,
    systemPrompt: mine ? row.systemPrompt : null,
    categoryId: row.categoryId,
    visibility: row.visibility,
    mine,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Public characters a viewer reading in `locale` browses: users' public characters (for everyone) and the
 * starter set written in that language. The other language's starters are left out of browsing, so a
 * gallery never shows each starter twice.
 */
export function publicFor(locale: Locale): SQL {
  return and(
    eq(characters.visibility, 'public'),
    or(isNotNull(characters.ownerId), eq(characters.locale, locale)),
  )!;
}

/** What a viewer may read: the public set, plus their own characters whatever their visibility. */
export function readableBy(locale: Locale, viewerId: string | undefined): SQL {
  return viewerId ? or(publicFor(locale), eq(characters.ownerId, viewerId))! : publicFor(locale);
}

/** Starters first (in their seeded order), then the newest of users' characters. */
export const browseOrder = [
  sql`(${characters.ownerId} is null) desc`,
  sql`${characters.createdAt} desc`,
  sql`${characters.id} desc`,
];

/** The page's rows: offset from a 1-based page number. */
export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;
