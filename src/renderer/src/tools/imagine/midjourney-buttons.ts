// The Midjourney buttons of a finished task, grouped for the page. The buttons are the ones the server lists
// (`task.buttons`, from the proxy): nothing here makes a button, it only sorts what came into rows. A grid
// (the first result) has U1–U4, V1–V4 and 🔄; an upscaled image has the variations, the zooms and vary region.
import type { TaskButton, TaskView } from '@shared/api/tasks';

export const MJ_ACTIONS = [
  'upscale',
  'variation',
  'lowVariation',
  'highVariation',
  'zoomOut2x',
  'zoomOut1_5x',
  'varyRegion',
  'reroll',
  'other',
] as const;
export type MjAction = (typeof MJ_ACTIONS)[number];

export const actionOf = (button: TaskButton): MjAction =>
  (MJ_ACTIONS as readonly string[]).includes(button.action) ? (button.action as MjAction) : 'other';

export interface ButtonGroups {
  /** U1–U4: one image of the grid at full size. */
  upscale: TaskButton[];
  /** V1–V4: four new images like one of the grid. */
  variation: TaskButton[];
  /** 🔄: the same prompt again. */
  reroll: TaskButton[];
  /** Vary (Strong), Vary (Subtle), Vary (Region): on an upscaled image. */
  vary: TaskButton[];
  /** Zoom Out 2x, Zoom Out 1.5x. */
  zoom: TaskButton[];
  /** Whatever else the proxy offers (pan, upscale subtle or creative, custom zoom…), in its order. */
  other: TaskButton[];
}

/** Which image of the grid a U or V button is about (1–4), from its label ("U2") or its customId. */
export function gridIndex(button: TaskButton): number | undefined {
  const fromLabel = /^[UV]([1-4])$/i.exec(button.label.trim());
  if (fromLabel) return Number(fromLabel[1]);
  const fromId = /::(?:upsample|variation)::([1-4])::/.exec(button.customId);
  return fromId ? Number(fromId[1]) : undefined;
}

const VARY_ORDER: MjAction[] = ['highVariation', 'lowVariation', 'varyRegion'];
const ZOOM_ORDER: MjAction[] = ['zoomOut2x', 'zoomOut1_5x'];

/** A stable sort by a rank (array order when the rank is equal). */
function sortBy<T>(items: T[], rank: (item: T) => number): T[] {
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

export function groupButtons(buttons: readonly TaskButton[]): ButtonGroups {
  const groups: ButtonGroups = {
    upscale: [],
    variation: [],
    reroll: [],
    vary: [],
    zoom: [],
    other: [],
  };
  const seen = new Set<string>();
  for (const button of buttons) {
    // The proxy repeats nothing, but a repeated customId would be one press shown twice.
    if (seen.has(button.customId)) continue;
    seen.add(button.customId);
    const action = actionOf(button);
    if (action === 'upscale') groups.upscale.push(button);
    else if (action === 'variation') groups.variation.push(button);
    else if (action === 'reroll') groups.reroll.push(button);
    else if (VARY_ORDER.includes(action)) groups.vary.push(button);
    else if (ZOOM_ORDER.includes(action)) groups.zoom.push(button);
    else groups.other.push(button);
  }
  const byIndex = (button: TaskButton) => gridIndex(button) ?? 9;
  groups.upscale = sortBy(groups.upscale, byIndex);
  groups.variation = sortBy(groups.variation, byIndex);
  groups.vary = sortBy(groups.vary, (button) => VARY_ORDER.indexOf(actionOf(button)));
  groups.zoom = sortBy(groups.zoom, (button) => ZOOM_ORDER.indexOf(actionOf(button)));
  return groups;
}

/** A grid of four (U and V buttons), not one image. */
export const isGrid = (task: Pick<TaskView, 'buttons'>) =>
  task.buttons.some((button) => {
    const action = actionOf(button);
    return action === 'upscale' || action === 'variation';
  });

/** A Midjourney result: it has follow-up buttons (or came from one). */
export const isMidjourney = (task: Pick<TaskView, 'buttons' | 'parentId' | 'action'>) =>
  task.buttons.length > 0 || (task.action !== 'generate' && Boolean(task.parentId));

/** What the button that made `task` said ("U2", "Vary (Region)"), as the server kept it. */
export function pressedLabel(task: Pick<TaskView, 'params'>): string | undefined {
  const label = task.params.label;
  return typeof label === 'string' && label.trim() ? label.trim() : undefined;
}
