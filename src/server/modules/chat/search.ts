// Finding messages in one's own chats (a search, or the starred ones), each with its conversation and the
// part of the text around the match. Substring matching works for every language (Chinese has no spaces to
// split words on) and stays fast because it only ever scans one user's messages.
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SearchHit } from '@shared/api/chat';
import type { Deps } from '../../deps';
import { chatMessages, conversations } from '../../db/schema';
import { describeConversations, messageDto } from './store';

const SNIPPET_CHARS = 160;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The text around the first (case-insensitive) occurrence of `q`, or the start. */
export function snippet(content: string, q: string | undefined): string {
  const at = q ? content.toLowerCase().indexOf(q.toLowerCase()) : -1;
  if (at < 0) return content.slice(0, SNIPPET_CHARS);
  const start = Math.max(0, at - Math.floor((SNIPPET_CHARS - (q?.length ?? 0)) / 2));
  const end = Math.min(content.length, start + SNIPPET_CHARS);
  return `${start > 0 ? '…' : ''}${content.slice(start, end)}${end < content.length ? '…' : ''}`;
}

export async function messageSearch(
  deps: Deps,
  userId: string,
  page: { page: number; pageSize: number },
  condition: SQL | undefined,
  q?: string,
): Promise<{ list: SearchHit[]; total: number; page: number; pageSize: number }> {
  const where = and(eq(chatMessages.userId, userId), condition);
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.seq))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    deps.db.select({ total: count() }).from(chatMessages).where(where),
  ]);
  const conversationIds = [...new Set(rows.map((row) => row.conversationId))];
  const conversationRows = conversationIds.length
    ? await deps.db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userId, userId), inArray(conversations.id, conversationIds)))
    : [];
  const infos = await describeConversations(deps, conversationRows);
  const infoById = new Map(infos.map((info) => [info.id, info]));
  return {
    list: rows.flatMap((row) => {
      const conversation = infoById.get(row.conversationId);
      return conversation
        ? [{ message: messageDto(deps, row), conversation, snippet: snippet(row.content, q) }]
        : [];
    }),
    total: totals[0]?.total ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}
