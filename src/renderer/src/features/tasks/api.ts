// The calls every image tool shares, over the one client: a family's list/check/again/cancel, what this user
// may make now (with prices), a price quote, uploads and the face check. All silent: the tools show their
// failures where they happen (beside the button, in the picker, in the history).
import { toolsApi } from '@shared/api/tools';
import { billingApi } from '@shared/api/billing';
import { photoBookTool } from '@shared/tools/photo-book';
import { PAGE_SIZE } from '@shared/api/http';
import type { taskCalls } from '@shared/api/tasks';
import type { PriceQuery } from '@shared/billing/prices';
import { call } from '../../api/client';

/** list, check, again and cancel of one family (`upscalerTool.calls`, `doodleTool.calls`, `imagineTool.calls`… all fit). */
export type TaskFamily = ReturnType<typeof taskCalls>;

export const tasksService = {
  check: (family: TaskFamily, id: string, signal?: AbortSignal) =>
    call(family.check, { query: { id }, signal, silent: true }),
  list: (family: TaskFamily, page: number, model?: string, signal?: AbortSignal) =>
    call(family.list, { query: { page, pageSize: PAGE_SIZE, model }, signal, silent: true }),
  again: (family: TaskFamily, id: string, clientKey: string) =>
    call(family.again, { body: { id, clientKey }, silent: true }),
  cancel: (family: TaskFamily, id: string) => call(family.cancel, { body: { id }, silent: true }),
  /** The image models and tools this user may use now, with prices (hundredths). */
  catalogue: () => call(toolsApi.catalogue, { silent: true }),
  /** What one request would cost this user, and whether the balance covers it. */
  quote: (query: PriceQuery) => call(billingApi.quote, { body: query, silent: true }),
  /** Whether a photo-book portrait or style template shows one clear, front-facing face. */
  detectFace: (imageId: string, role: 'portrait' | 'template') =>
    call(photoBookTool.calls.detect, { body: { imageId, role }, silent: true }),
};

export { fileUrl } from '../../api/upload';
