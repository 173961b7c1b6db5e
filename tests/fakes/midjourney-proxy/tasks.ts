// The loopback midjourney-proxy's tasks: the script that steers them, what a task holds, the buttons a
// finished task offers and the task each button starts, a task as the proxy's fetch answers it, and the one
// step every fetch moves a task.
export interface MidjourneyScript {
  /** Wait before every answer. */
  delayMs: number;
  /** Fetches of a started task until it ends (the ones before show IN_PROGRESS). */
  pollsToFinish: number;
  /** Submits answer 23: the queue is full. */
  queueFull: boolean;
  /** Prompt submits (imagine, modal) answer 24 with this banned word. */
  banned: string | undefined;
  /** Submits answer 22 (queued): the task waits NOT_START for `numberOfQueues` fetches. */
  queued: boolean;
  numberOfQueues: number;
  /** A task ends FAILURE with this reason (read when it ends). */
  failReason: string | undefined;
  /** The same as `failReason` (the name browser tests may send). */
  failOnFetch: string | undefined;
  /** A task ends CANCEL. */
  cancel: boolean;
  /** A task ends SUCCESS without an imageUrl. */
  noImageUrl: boolean;
  /** Tasks stay IN_PROGRESS. */
  hang: boolean;
  /** API calls (not image downloads) answer this HTTP status… */
  httpStatus: number | undefined;
  /** …for this many calls, then it clears (unset: until changed). */
  httpStatusCount: number | undefined;
}

export type FakeMjStatus =
  'NOT_START' | 'SUBMITTED' | 'MODAL' | 'IN_PROGRESS' | 'SUCCESS' | 'FAILURE' | 'CANCEL';

/** What a task's picture looks like: a 2x2 grid, one upscaled picture, or a zoomed-out (larger) grid. */
export type FakeMjShape = 'grid' | 'single' | 'zoom2x' | 'zoom1_5x';

export interface FakeMjTask {
  id: string;
  /** The proxy's TaskAction: IMAGINE, UPSCALE, VARIATION, REROLL, ACTION (zoom out), INPAINT. */
  action: string;
  status: FakeMjStatus;
  /** The prompt as sent (a vary region's is the modal's). */
  prompt: string;
  shape: FakeMjShape;
  /** Midjourney's job hash: every customId of this task's buttons carries it. */
  hash: string;
  /** Fetches of this task so far. */
  reads: number;
  /** Fetches still to show NOT_START (queued). */
  queuedFor: number;
  /** Fetches since the task started (the steps of its progress). */
  steps: number;
  progress: string;
  parentId?: string;
  customId?: string;
  /** Reference images of an imagine (data URLs). */
  base64Array?: string[];
  botType: string;
  /** The mask of a vary region (a data URL, as the modal sent it). */
  mask?: string;
  imageUrl?: string;
  failReason?: string;
  submitTime: number;
  startTime?: number;
  finishTime?: number;
}

interface Button {
  customId: string;
  emoji: string;
  label: string;
  type: number;
  style: number;
}

const button = (customId: string, label: string, emoji = '', style = 2): Button => ({
  customId,
  emoji,
  label,
  type: 2,
  style,
});

const gridButtons = (hash: string): Button[] => [
  ...[1, 2, 3, 4].map((n) => button(`MJ::JOB::upsample::${n}::${hash}`, `U${n}`)),
  button(`MJ::JOB::reroll::0::${hash}::SOLO`, '', '🔄'),
  ...[1, 2, 3, 4].map((n) => button(`MJ::JOB::variation::${n}::${hash}`, `V${n}`)),
];

const singleButtons = (hash: string): Button[] => [
  button(`MJ::JOB::high_variation::1::${hash}::SOLO`, 'Vary (Strong)', '🪄'),
  button(`MJ::JOB::low_variation::1::${hash}::SOLO`, 'Vary (Subtle)', '🪄'),
  button(`MJ::Outpaint::50::1::${hash}::SOLO`, 'Zoom Out 2x', '🔍'),
  button(`MJ::Outpaint::75::1::${hash}::SOLO`, 'Zoom Out 1.5x', '🔍'),
  button(`MJ::Inpaint::1::${hash}::SOLO`, 'Vary (Region)', '🖌️'),
];

export const buttonsOf = (task: FakeMjTask) =>
  task.status !== 'SUCCESS'
    ? []
    : task.shape === 'single'
      ? singleButtons(task.hash)
      : gridButtons(task.hash);

/** The task a button starts: the proxy's action name and the shape of its picture. */
export const FOLLOW_UPS: Array<[RegExp, string, FakeMjShape]> = [
  [/^MJ::JOB::upsample::\d+::/, 'UPSCALE', 'single'],
  [/^MJ::JOB::(low_|high_)?variation::/, 'VARIATION', 'grid'],
  [/^MJ::JOB::reroll::/, 'REROLL', 'grid'],
  [/^MJ::Outpaint::50::/, 'ACTION', 'zoom2x'],
  [/^MJ::Outpaint::75::/, 'ACTION', 'zoom1_5x'],
  [/^MJ::Inpaint::/, 'INPAINT', 'grid'],
];

/** A task as the proxy's fetch answers it. */
export const view = (task: FakeMjTask) => ({
  id: task.id,
  action: task.action,
  status: task.status,
  prompt: task.prompt,
  promptEn: task.prompt,
  description:
    task.status === 'MODAL'
      ? 'Waiting for window confirm'
      : task.action === 'IMAGINE'
        ? `/imagine ${task.prompt}`
        : `/${task.action.toLowerCase()} ${task.customId ?? ''}`.trim(),
  state: null,
  botType: task.botType,
  submitTime: task.submitTime,
  startTime: task.startTime ?? null,
  finishTime: task.finishTime ?? null,
  progress: task.progress,
  imageUrl: task.imageUrl ?? null,
  failReason: task.failReason ?? null,
  buttons: buttonsOf(task),
  properties: {
    finalPrompt: task.prompt,
    messageHash: task.hash,
    discordInstanceId: '1290000000000000001',
    ...(task.customId ? { customId: task.customId } : {}),
  },
});

/** One fetch's step of a task (terminal and MODAL tasks stay as they are); `origin` serves its picture. */
export function advance(task: FakeMjTask, script: MidjourneyScript, origin: string) {
  task.reads++;
  if (task.status === 'MODAL' || task.status === 'SUCCESS') return;
  if (task.status === 'FAILURE' || task.status === 'CANCEL') return;
  if (task.queuedFor > 0) {
    task.queuedFor--;
    task.status = 'NOT_START';
    return;
  }
  if (task.status === 'NOT_START') {
    task.status = 'SUBMITTED';
    task.startTime = Date.now();
    return;
  }
  task.startTime ??= Date.now();
  task.steps++;
  const total = Math.max(1, script.pollsToFinish);
  if (script.hang || task.steps < total) {
    task.status = 'IN_PROGRESS';
    task.progress = `${Math.min(99, Math.round((task.steps / total) * 100))}%`;
    return;
  }
  task.finishTime = Date.now();
  const reason = script.failReason ?? script.failOnFetch;
  if (reason) {
    task.status = 'FAILURE';
    task.failReason = reason;
  } else if (script.cancel) {
    task.status = 'CANCEL';
    task.failReason = 'Task canceled';
  } else {
    task.status = 'SUCCESS';
    task.progress = '100%';
    if (!script.noImageUrl) task.imageUrl = `${origin}/mj/image/${task.id}.png`;
  }
}
