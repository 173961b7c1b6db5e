// A tool's tasks, for any tool of the registry through its own calls (`upscalerTool.calls`,
// `imagineTool.calls`… all fit `TaskCalls`): make one, follow it, list them, try one again, cancel one. All
// silent: the tools show their failures where they happen (beside the button, in the panel, in the history).
import type * as z from 'zod/mini';
import { PAGE_SIZE } from '@shared/api/http';
import type { TaskCalls } from '@shared/api/tasks';
import type { CreateCall } from '@shared/tools/define';
import { call } from './client';

/** What a tool's create call takes (its form's values and the press's client key). */
export type CreateBody<C extends CreateCall> = C extends CreateCall<infer B> ? z.input<B> : never;

export const tasksService = {
  /** Makes a task from a tool's form; answers the task it made. */
  create: <C extends CreateCall>(create: C, body: CreateBody<C>) =>
    call(create as CreateCall, { body, silent: true }),
  check: (calls: TaskCalls, id: string, signal?: AbortSignal) =>
    call(calls.check, { query: { id }, signal, silent: true }),
  list: (calls: TaskCalls, page: number, model?: string, signal?: AbortSignal) =>
    call(calls.list, { query: { page, pageSize: PAGE_SIZE, model }, signal, silent: true }),
  again: (calls: TaskCalls, id: string, clientKey: string) =>
    call(calls.again, { body: { id, clientKey }, silent: true }),
  cancel: (calls: TaskCalls, id: string) => call(calls.cancel, { body: { id }, silent: true }),
};
