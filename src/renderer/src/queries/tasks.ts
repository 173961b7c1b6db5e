// A tool's past tasks, newest first, ten a page (keyed by the tool's list call, so each tool has its own).
// A new task or one that finished asks them again.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TaskCalls } from '@shared/api/tasks';
import { tasksService } from '../api/tasks';
import { queryClient } from '../app/query-client';
import { useUserStore } from '../stores/user';
import { accountKey, currentUserId } from './account';

export const taskKeys = {
  history: (userId: string | undefined, calls: TaskCalls) =>
    [...accountKey(userId), 'task-history', calls.list.path] as const,
};

/** One page of a tool's tasks (only `model`'s, when given); the page shown stays while the next comes. */
export function useTaskHistory(calls: TaskCalls, page: number, model?: string) {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: [...taskKeys.history(userId, calls), page, model ?? null],
    queryFn: ({ signal }) => tasksService.list(calls, page, model, signal),
    placeholderData: keepPreviousData,
  });
}

export function refreshTaskHistory(calls: TaskCalls): void {
  void queryClient.invalidateQueries({ queryKey: taskKeys.history(currentUserId(), calls) });
}
