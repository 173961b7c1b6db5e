// The signed-in user's sessions on every device.
import { useQuery } from '@tanstack/react-query';
import { userService } from '../api/user';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';

export const userKeys = {
  sessions: (userId: string | undefined) => [...accountKey(userId), 'sessions'] as const,
};

export function useSessions() {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: userKeys.sessions(userId),
    queryFn: () => userService.sessions(),
    enabled: Boolean(userId),
  });
}

/** A session was revoked: the list is asked again. */
export function refreshSessions(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.sessions(currentUserId()) });
}
