// Tasks: the generated content a tool makes. Every tool creates a task, follows it with `check` and may try
// it again. One view of a task serves every tool; each tool's paths are made by `taskCalls`, so its
// list/check/again/cancel calls are declared once.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';
import { TOOL_IDS } from '../tools/nav';

/**
 * What the task engine runs besides the tools' images: reading a bot's knowledge source. Such tasks are never
 * listed by a tool's calls; their owners follow them where the work belongs (a bot's sources).
 */
export const WORK_KINDS = ['knowledge'] as const;
export const TASK_KINDS = [...TOOL_IDS, ...WORK_KINDS] as [
  (typeof TOOL_IDS)[number] | (typeof WORK_KINDS)[number],
  ...Array<(typeof TOOL_IDS)[number] | (typeof WORK_KINDS)[number]>,
];
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const isFinished = (status: TaskStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'canceled';

/** The client's key for one press of a button: a repeat answers the first task instead of a second one. */
export const taskClientKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
export const taskId = z.uuid();

export const taskImage = z.object({
  /** The stored file's id: usable as an input of another tool (upscale it, restyle it…). */
  id: z.string(),
  /** Signed addresses on Atrium's origin, valid about an hour: the full image and a thumbnail. */
  url: z.string(),
  thumbUrl: z.string(),
  width: z.int(),
  height: z.int(),
});
export type TaskImage = z.infer<typeof taskImage>;

/** A Midjourney follow-up offered by a finished task: press it with `/api/imagine/image`. */
export const taskButton = z.object({
  customId: z.string(),
  label: z.string(),
  emoji: z.string(),
  /** What it does, for the UI's grouping and the price (upscale, variation, zoomOut2x, varyRegion…). */
  action: z.string(),
});
export type TaskButton = z.infer<typeof taskButton>;

export const taskView = z.object({
  id: z.string(),
  kind: z.enum(TOOL_IDS),
  /** The catalogue entry that serves it (`midjourney`, `gpt-image`, `flux-schnell`, `upscaler`…). */
  model: z.string(),
  /** `generate` for a first task; a Midjourney follow-up names its action (upscale, variation…). */
  action: z.string(),
  status: z.enum(TASK_STATUSES),
  /** 0–100 while it runs. */
  progress: z.int(),
  prompt: z.optional(z.string()),
  /** The parameters it was made with, as sent (ids of input images included). */
  params: z.record(z.string(), z.unknown()),
  /** Signed addresses of the input images, for showing them beside the result. */
  inputs: z.array(taskImage),
  images: z.array(taskImage),
  buttons: z.array(taskButton),
  /** Why it failed, translated. */
  error: z.optional(z.object({ code: z.string(), msg: z.string() })),
  /** Hundredths: held at creation, charged at the end (0 when it failed or was canceled). */
  credits: z.object({ held: z.int(), charged: z.int() }),
  /** The task it came from (a Midjourney follow-up or a retry). */
  parentId: z.optional(z.string()),
  /** How many times the runner has started it (retries of transient provider errors included). */
  attempt: z.int(),
  createdAt: z.string(),
  startedAt: z.optional(z.string()),
  finishedAt: z.optional(z.string()),
});
export type TaskView = z.infer<typeof taskView>;

export const taskIdQuery = z.object({ id: taskId });
export const againBody = z.object({ id: taskId, clientKey: taskClientKey });
export const taskListQuery = z.extend(pageQuery, {
  /** Only tasks of one catalogue model or tool variant (e.g. `ghibli` records of style conversion). */
  model: z.optional(z.string().check(z.maxLength(64))),
});

/** A credit record of a task ("order"): what was held and charged for it. */
export const taskOrder = z.object({
  sn: z.string(),
  taskId: z.string(),
  kind: z.enum(TOOL_IDS),
  model: z.string(),
  action: z.string(),
  status: z.enum(TASK_STATUSES),
  held: z.int(),
  charged: z.int(),
  createdAt: z.string(),
});
export type TaskOrder = z.infer<typeof taskOrder>;

/** list, check, again and cancel of one tool's tasks, under `base` (e.g. `/api/doodle`). */
/*#__NO_SIDE_EFFECTS__*/
export function taskCalls(base: string) {
  return {
    list: defineRoute({
      method: 'GET',
      path: `${base}/list`,
      query: taskListQuery,
      data: pageData(taskView),
      auth: true,
    }),
    check: defineRoute({
      method: 'GET',
      path: `${base}/check`,
      query: taskIdQuery,
      data: taskView,
      auth: true,
    }),
    /** A new task with the same parameters; a failed one's hold was returned, so it is charged once. */
    again: defineRoute({
      method: 'POST',
      path: `${base}/again`,
      body: againBody,
      data: taskView,
      auth: true,
    }),
    cancel: defineRoute({
      method: 'POST',
      path: `${base}/cancel`,
      body: z.object({ id: taskId }),
      data: taskView,
      auth: true,
    }),
  } as const;
}

/** The order calls of the tools that have them (imagine, the photo book). */
/*#__NO_SIDE_EFFECTS__*/
export function orderCalls(base: string) {
  return {
    order: defineRoute({
      method: 'GET',
      path: `${base}/order`,
      query: taskIdQuery,
      data: taskOrder,
      auth: true,
    }),
    ordersn: defineRoute({
      method: 'GET',
      path: `${base}/ordersn`,
      query: z.object({ sn: z.string().check(z.minLength(1), z.maxLength(64)) }),
      data: taskOrder,
      auth: true,
    }),
  } as const;
}

/** The calls every tool has: list, check, again and cancel of its tasks. */
export type TaskCalls = ReturnType<typeof taskCalls>;
export type OrderCalls = ReturnType<typeof orderCalls>;

/** Whether a tool's calls include the order calls. */
export const hasOrderCalls = <C extends object>(calls: C): calls is C & OrderCalls =>
  'order' in calls && 'ordersn' in calls;

/** An image a tool made, with the task it came from. */
export const myImage = z.extend(taskImage, {
  taskId: z.string(),
  kind: z.enum(TOOL_IDS),
  model: z.string(),
  prompt: z.optional(z.string()),
  createdAt: z.string(),
});
export type MyImage = z.infer<typeof myImage>;

/** Calls across every tool's tasks. */
export const tasksApi = {
  /** Every image this user has made, newest first; `kind` narrows it to one tool. */
  myImages: defineRoute({
    method: 'GET',
    path: '/api/user/myimagegen',
    query: z.extend(pageQuery, { kind: z.optional(z.enum(TOOL_IDS)) }),
    data: pageData(myImage),
    auth: true,
  }),
  /** The user's task orders (every tool), newest first. */
  uorder: defineRoute({
    method: 'GET',
    path: '/api/imagine/uorder',
    query: pageQuery,
    data: pageData(taskOrder),
    auth: true,
  }),
} as const;
