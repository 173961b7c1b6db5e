// My creations: the images of every tool in one list, newest first, with what each was made with and where it
// stands in the feed; and removing one, its stored files with it.
import type * as z from 'zod/mini';
import type { Creation, creationsQuery } from '@shared/api/creations';
import type { ToolId } from '@shared/tools';
import type { Deps } from '../../deps';
import { deleteStoredFile } from '../../files/repo';
import { signedFileUrl } from '../../files/signed-url';
import { AppError } from '../../http/app-error';
import { creationFacets, creationPage, removeCreation } from './creations-repo';
import { shownSettings } from './settings';
import { modelLabelOf, type ModelLabel } from './views';

/** A page of creations: as many as a list page everywhere else. */
const PAGE = 10;

type Row = Awaited<ReturnType<typeof creationPage>>[number];

function creationView(deps: Deps, label: ModelLabel, row: Row): Creation {
  const { upload, task, feed } = row;
  return {
    id: upload.id,
    url: signedFileUrl(deps, upload.id),
    thumbUrl: signedFileUrl(deps, upload.id, undefined, 'thumb'),
    width: upload.width,
    height: upload.height,
    mime: upload.mime,
    bytes: upload.bytes,
    taskId: upload.taskId ?? '',
    kind: task.kind as ToolId,
    model: task.model,
    modelLabel: modelLabelOf(label, task.kind, task.model),
    prompt: task.prompt ?? undefined,
    settings: shownSettings(task.params),
    createdAt: upload.createdAt.toISOString(),
    published: feed ? { id: String(feed.id), status: feed.status, likes: feed.likes } : undefined,
  };
}

export function createCreations(deps: Deps, label: ModelLabel) {
  return {
    async list(userId: string, query: z.output<typeof creationsQuery>) {
      const [micros, id] = query.cursor?.split('_') ?? [];
      const rows = await creationPage(deps.db, userId, {
        kind: query.kind,
        model: query.model,
        after: micros && id ? { micros, id } : undefined,
        limit: PAGE + 1,
      });
      const page = rows.slice(0, PAGE);
      const last = page.at(-1);
      return {
        list: page.map((row) => creationView(deps, label, row)),
        next: rows.length > PAGE && last ? `${last.micros}_${last.upload.id}` : undefined,
      };
    },

    async facets(userId: string) {
      const rows = await creationFacets(deps.db, userId);
      return rows.map((row) => ({
        ...row,
        kind: row.kind as ToolId,
        modelLabel: modelLabelOf(label, row.kind, row.model),
      }));
    },

    async remove(userId: string, id: string): Promise<{ id: string }> {
      const row = await removeCreation(deps.db, userId, id.toLowerCase());
      if (!row) throw new AppError('NOT_FOUND');
      await deleteStoredFile(deps, row);
      return { id };
    },
  };
}
