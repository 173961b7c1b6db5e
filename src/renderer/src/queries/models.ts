// The chat models as the server reports them: which exist and which can answer now. Asked at app start (the
// app waits for it) and shared by the home page, the chat and the price page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModelInfo } from '@shared/api/model';
import { modelService } from '../api/model';

export const modelKeys = { list: ['models'] as const };

export const modelsQuery = queryOptions({
  queryKey: modelKeys.list,
  queryFn: () => modelService.list(),
});

export function useModels() {
  return useQuery(modelsQuery);
}

const NONE: ModelInfo[] = [];

/** The models, or none yet (the same empty list each time, so it can be a dependency). */
export function useModelList(): ModelInfo[] {
  return useModels().data ?? NONE;
}
