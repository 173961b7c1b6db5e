// The admin console's reads: user searches, one user's page (with their credits), the audit log by cursor,
// and the moderation queue, checked words, news posts and the stats of a period. Every change an admin makes
// asks again for what it touched (`refreshAdmin`).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { StatsPeriod } from '@shared/api/admin-stats';
import { adminService, type AuditListQuery, type ConfigSetting } from '../api/admin';
import {
  contentService,
  type CharacterListQuery,
  type TemplateListQuery,
} from '../api/admin-content';
import { moderationService, type ModerationQueueQuery } from '../api/admin-moderation';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey } from './account';

const adminKey = (userId: string | undefined) => [...accountKey(userId), 'admin'] as const;

function useAdminKey() {
  return adminKey(useUserStore((state) => state.user?.id));
}

export function useAdminUsers(q: string) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'users', q],
    queryFn: () => adminService.users(q),
    placeholderData: (previous) => previous,
  });
}

export function useAdminUser(id: string) {
  const key = useAdminKey();
  return useQuery({ queryKey: [...key, 'user', id], queryFn: () => adminService.user(id) });
}

export function useAdminLedger(email: string | undefined) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'ledger', email],
    queryFn: () => adminService.ledger(email!),
    enabled: Boolean(email),
  });
}

export function useAdminConfig(setting: ConfigSetting) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'config', setting],
    queryFn: () => adminService.config(setting),
  });
}

export function useAuditLog(filter: Omit<AuditListQuery, 'before'>) {
  const key = useAdminKey();
  return useInfiniteQuery({
    queryKey: [...key, 'audit', filter],
    queryFn: ({ pageParam }) => adminService.audit({ ...filter, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    placeholderData: (previous) => previous,
  });
}

export function useModerationQueue(query: ModerationQueueQuery) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'moderation', query],
    queryFn: () => moderationService.queue(query),
    placeholderData: (previous) => previous,
  });
}

/** The Stats section's period; the last one stays on screen while another loads. */
export function useAdminStats(days: StatsPeriod) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'stats', days],
    queryFn: () => adminService.stats(days),
    placeholderData: (previous) => previous,
  });
}

export function useBannedWords() {
  const key = useAdminKey();
  return useQuery({ queryKey: [...key, 'bannedWords'], queryFn: () => moderationService.words() });
}

export function useAdminNewsList() {
  const key = useAdminKey();
  return useQuery({ queryKey: [...key, 'news'], queryFn: adminService.newsList });
}

/** One post as saved; not asked again on focus, so a refetch never looks like someone else's edit. */
export function useAdminNewsPost(id: string | undefined) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'news', id],
    queryFn: () => adminService.newsPost(id!),
    enabled: Boolean(id),
    refetchOnWindowFocus: false,
  });
}

export function useAdminTemplates(query: TemplateListQuery) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'templates', query],
    queryFn: () => contentService.templates(query),
    placeholderData: (previous) => previous,
  });
}

/** One template as saved; not asked again on focus, so a refetch never looks like someone else's edit. */
export function useAdminTemplate(key: string | undefined) {
  const adminKey = useAdminKey();
  return useQuery({
    queryKey: [...adminKey, 'template', key],
    queryFn: () => contentService.template(key!),
    enabled: Boolean(key),
    refetchOnWindowFocus: false,
  });
}

export function useAdminCharacters(query: CharacterListQuery) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'characters', query],
    queryFn: () => contentService.characters(query),
    placeholderData: (previous) => previous,
  });
}

/** One starter as saved; not asked again on focus, as a template. */
export function useAdminCharacter(id: string | undefined) {
  const key = useAdminKey();
  return useQuery({
    queryKey: [...key, 'character', id],
    queryFn: () => contentService.character(id!),
    enabled: Boolean(id),
    refetchOnWindowFocus: false,
  });
}

export function useAdminCategories() {
  const key = useAdminKey();
  return useQuery({ queryKey: [...key, 'categories'], queryFn: contentService.categories });
}

/**
 * After a change to templates, characters or categories: everything read is stale, the console and what users
 * read (the helper gallery, the character gallery and its categories, which have keys of their own) alike.
 */
export function refreshContent(): void {
  void queryClient.invalidateQueries();
}

/** After a change to the news: the console's lists and the readers' news are asked again. */
export function refreshNews(): void {
  refreshAdmin();
  void queryClient.invalidateQueries({ queryKey: ['news'] });
}

/** After an admin's change: everything the console read is asked again. */
export function refreshAdmin(): void {
  void queryClient.invalidateQueries({
    queryKey: adminKey(useUserStore.getState().user?.id),
  });
}
