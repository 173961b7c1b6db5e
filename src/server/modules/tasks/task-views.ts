// A task as its owner sees it: signed addresses for its inputs and results, the Midjourney buttons with what
// each does, and the failure's reason translated.
import { ERROR_CODES, isErrorCode } from '@shared/api/errors';
import {
  WORK_KINDS,
  type TaskImage,
  type TaskKind,
  type TaskOrder,
  type TaskView,
} from '@shared/api/tasks';
import type { ToolId } from '@shared/tools';
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import { fileSizes } from '../../files/repo';
import { translate } from '../../i18n';
import type { TaskRow } from '../../task-runner/repo';
import { mjButtonKind } from '../../providers/midjourney/buttons';
import { signedFileUrl } from '../../files/signed-url';
import { inputIdsOf } from './inputs';

function image(deps: Deps, id: string, width: number, height: number): TaskImage {
  return {
    id,
    url: signedFileUrl(deps, id),
    thumbUrl: signedFileUrl(deps, id, undefined, 'thumb'),
    width,
    height,
  };
}

/** The reason a task failed, in the reader's language; the banned word is quoted when the provider named it. */
function failure(row: TaskRow, locale: Locale): TaskView['error'] {
  if (!row.errorCode || row.status === 'succeeded' || row.status === 'canceled') return undefined;
  const code = isErrorCode(row.errorCode) ? row.errorCode : 'PROVIDER_ERROR';
  const params: Record<string, unknown> = { ...row.errorParams };
  if (code === 'PROMPT_BANNED') params.word = params.word ? ` ("${String(params.word)}")` : '';
  return { code, msg: translate(locale, ERROR_CODES[code], params) };
}

/** What the user sent; the proxy's own ids stay on the server. */
function publicParams(params: Record<string, unknown>): Record<string, unknown> {
  const { parentUpstreamId: _upstream, ...shown } = params;
  return shown;
}

/** A tool's task's kind; the queries behind every view leave other work out, so anything else is a bug. */
export function toolKindOf(kind: TaskKind): ToolId {
  if ((WORK_KINDS as readonly string[]).includes(kind))
    throw new Error(`a ${kind} task has no tool view`);
  return kind as ToolId;
}

/** Views of these rows (one query for all their input images). */
export async function taskViews(deps: Deps, rows: TaskRow[], locale: Locale): Promise<TaskView[]> {
  const inputIds = [...new Set(rows.flatMap((row) => inputIdsOf(row.params)))];
  const inputs = await fileSizes(deps, inputIds);
  const inputById = new Map(inputs.map((input) => [input.id, input]));
  return rows.map((row) => ({
    id: row.id,
    kind: toolKindOf(row.kind),
    model: row.model,
    action: row.action,
    status: row.status,
    progress: row.status === 'succeeded' ? 100 : row.progress,
    prompt: row.prompt ?? undefined,
    params: publicParams(row.params),
    inputs: inputIdsOf(row.params).flatMap((id) => {
      const input = inputById.get(id);
      return input ? [image(deps, id, input.width, input.height)] : [];
    }),
    images: row.results.map((result) => image(deps, result.uploadId, result.width, result.height)),
    buttons: row.buttons.map((button) => ({ ...button, action: mjButtonKind(button.customId) })),
    error: failure(row, locale),
    credits: {
      held: row.status === 'queued' || row.status === 'running' ? row.price : 0,
      charged: row.charged,
    },
    parentId: row.parentId ?? undefined,
    attempt: row.attempt,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString(),
    finishedAt: row.finishedAt?.toISOString(),
  }));
}

export async function taskView(deps: Deps, row: TaskRow, locale: Locale): Promise<TaskView> {
  const [view] = await taskViews(deps, [row], locale);
  return view!;
}

/** The credit record of a task; its serial is the task id's first part, upper-cased, with the date. */
export function taskOrderOf(row: TaskRow): TaskOrder {
  return {
    sn: orderSn(row),
    taskId: row.id,
    kind: toolKindOf(row.kind),
    model: row.model,
    action: row.action,
    status: row.status,
    held: row.status === 'queued' || row.status === 'running' ? row.price : 0,
    charged: row.charged,
    createdAt: row.createdAt.toISOString(),
  };
}

export function orderSn(row: Pick<TaskRow, 'id' | 'createdAt'>): string {
  const day = row.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `IMG-${day}-${row.id.slice(0, 8).toUpperCase()}`;
}
