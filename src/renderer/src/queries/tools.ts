// What the image tools read besides their tasks: the catalogue of what this account may make now (every
// tool's and image model's price, whether the plan locks it and whether this server can run it, in the
// request's language), and the style presets with this account's price of each.
import { useQuery } from '@tanstack/react-query';
import { toolsService } from '../api/tools';
import { useUserStore } from '../stores/user';
import { accountKey } from './account';
import { viewStatus } from './view-status';

export const toolKeys = {
  catalogue: (userId: string | undefined) => [...accountKey(userId), 'catalogue'] as const,
  stylePresets: (userId: string | undefined) => [...accountKey(userId), 'style-presets'] as const,
};

/** A visitor has no catalogue (the pages ask them to sign in instead): nothing is asked. */
export function useCatalogue() {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: toolKeys.catalogue(userId),
    queryFn: () => toolsService.catalogue(),
    enabled: Boolean(userId),
  });
}

/** One tool of the catalogue by its id (`super`, `doodle`, `ghibli`…). */
export function useToolInfo(id: string) {
  const catalogue = useCatalogue();
  return {
    status: viewStatus(catalogue),
    tool: catalogue.data?.tools.find((tool) => tool.id === id),
    retry: () => void catalogue.refetch(),
  };
}

export function useStylePresets() {
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({
    queryKey: toolKeys.stylePresets(userId),
    queryFn: () => toolsService.stylePresets(),
  });
}
