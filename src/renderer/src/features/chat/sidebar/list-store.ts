// The conversation list of the sidebar: pages of the user's conversations (latest first), optionally filtered
// by title. Reloaded from the first page after anything that reorders it (an answer, a deletion).
import { create } from 'zustand';
import type { ConversationInfo } from '@shared/api/chat';
import { chatService } from '../../../api/chat';

export const LIST_PAGE_SIZE = 30;

interface ListState {
  items: ConversationInfo[];
  total: number;
  page: number;
  query: string;
  status: 'idle' | 'loading' | 'loaded' | 'error';
  loadingMore: boolean;
}

export const useConversationList = create<ListState>()(() => ({
  items: [],
  total: 0,
  page: 0,
  query: '',
  status: 'idle',
  loadingMore: false,
}));

const set = useConversationList.setState;
const get = useConversationList.getState;
/** Answers to an older request (another query, an earlier reload) are dropped. */
let generation = 0;

/** The first page for `query` (the current one when omitted). */
export async function reloadConversations(query = get().query): Promise<void> {
  const mine = ++generation;
  const sameQuery = query === get().query;
  set({ query, status: sameQuery && get().status === 'loaded' ? 'loaded' : 'loading' });
  try {
    const page = await chatService.list({
      page: 1,
      pageSize: LIST_PAGE_SIZE,
      q: query.trim() || undefined,
    });
    if (mine === generation)
      set({ items: page.list, total: page.total, page: 1, status: 'loaded', loadingMore: false });
  } catch {
    if (mine === generation) set({ status: 'error' });
  }
}

export async function loadMoreConversations(): Promise<void> {
  const { page, query, loadingMore, items, total } = get();
  if (loadingMore || items.length >= total) return;
  const mine = generation;
  set({ loadingMore: true });
  try {
    const next = await chatService.list({
      page: page + 1,
      pageSize: LIST_PAGE_SIZE,
      q: query.trim() || undefined,
    });
    if (mine !== generation) return;
    const known = new Set(items.map((item) => item.id));
    set({
      items: [...items, ...next.list.filter((item) => !known.has(item.id))],
      total: next.total,
      page: page + 1,
      loadingMore: false,
    });
  } catch {
    if (mine === generation) set({ loadingMore: false });
  }
}

export function forgetConversation(id: string): void {
  const { items, total } = get();
  set({ items: items.filter((item) => item.id !== id), total: Math.max(0, total - 1) });
}
