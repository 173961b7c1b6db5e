// What this user may make now (GET /api/user/imagine): every tool's price, whether the plan locks it and
// whether this server can run it. Kept 5 minutes (spec section 9) per user and language (the reasons are
// translated), shared by every tool page and the /imagine page.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageModelInfo } from '@shared/tools/imagine';
import type { ToolInfo } from '@shared/api/tools';
import { useRemote } from '../../hooks/use-remote';
import { useUserStore } from '../../stores/user';
import { toolsService } from '../../api/tools';

export const CATALOGUE_TTL_MS = 5 * 60_000;

export interface Catalogue {
  models: ImageModelInfo[];
  tools: ToolInfo[];
}

let cached: { key: string; at: number; answer: Promise<Catalogue> } | undefined;

/** The catalogue for `key` (user and language), from the cache when it is fresh. */
export function loadCatalogue(key: string): Promise<Catalogue> {
  if (cached?.key === key && Date.now() - cached.at < CATALOGUE_TTL_MS) return cached.answer;
  const answer = toolsService.catalogue();
  cached = { key, at: Date.now(), answer };
  // A failure is not kept: the next page (or Retry) asks again.
  answer.catch(() => {
    if (cached?.answer === answer) cached = undefined;
  });
  return answer;
}

/** Forget the cached catalogue (after a plan change, say). */
export function forgetCatalogue(): void {
  cached = undefined;
}

export function useCatalogue() {
  const { i18n } = useTranslation();
  const userId = useUserStore((state) => state.user?.id);
  const key = `${userId ?? ''}|${i18n.language}`;
  // A visitor has no catalogue (the pages show a sign-in prompt instead): nothing is asked.
  const load = useCallback(
    () => (userId ? loadCatalogue(key) : Promise.reject(new Error('signed out'))),
    [key, userId],
  );
  return useRemote(key, load);
}

/** One tool of the catalogue by its id (`super`, `doodle`, `ghibli`…). */
export function useToolInfo(id: string) {
  const { status, data, retry } = useCatalogue();
  return { status, tool: data?.tools.find((tool) => tool.id === id), retry };
}
