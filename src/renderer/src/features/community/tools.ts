// Where a picture came from and where its remix opens: the tool of the registry that made it.
import { TOOL_NAV, type ToolId, type ToolNav } from '@shared/tools/nav';

export const toolOf = (kind: ToolId): ToolNav => TOOL_NAV.find((tool) => tool.id === kind)!;

/** The tool's page with the feed item's settings to fill in (see use-remix.ts). */
export const remixPath = (item: { id: string; kind: ToolId }) =>
  `${toolOf(item.kind).path}?remix=${encodeURIComponent(item.id)}`;

/** Heart and bell, on the 24-unit grid of the app's icons. */
export const HEART = [
  'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
] as const;
export const BELL = ['M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z', 'M10 20a2 2 0 0 0 4 0'] as const;
