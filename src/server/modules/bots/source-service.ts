// A bot's sources: added (stored, then read by a task on the engine), listed with where their reading
// stands, read again after a failure, deleted with their chunks and bytes; and the chunks they became.
import { randomUUID } from 'node:crypto';
import {
  SOURCE_LIMITS,
  type SourceAddBody,
  type SourceQuoteBody,
  type SourceView,
} from '@shared/api/bot-sources';
import type { Locale } from '@shared/i18n/locales';
import type { Deps } from '../../deps';
import type { BotSourceRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { deleteChunk, listSourceChunks } from '../../knowledge-store';
import type { TaskPlan, TaskService } from '../tasks';
import type { KnowledgeEmbeddings } from './embeddings';
import { sourceKey } from './ingest';
import { botSubject } from './order-repo';
import { requireOwnBot } from './service';
import { fileBytes, refuse } from './source-input';
import { knowledgeSearch, quoteSource } from './source-quote';
import { toSourceView } from './source-view';
import {
  chunkRemoved,
  deleteSource,
  insertSource,
  ownChunk,
  ownSource,
  sourceCount,
  sourcesOf,
  updateSource,
} from './source-repo';

/** Sources one user may have waiting or being read at once. */
const MAX_UNFINISHED = 20;

function plan(source: BotSourceRow): TaskPlan {
  return {
    kind: 'knowledge',
    model: source.kind,
    action: 'read',
    route: { provider: 'knowledge', upstreamModel: source.kind },
    params: { sourceId: source.id, botId: source.botId },
    price: null,
    subject: botSubject(source.botId),
    timeoutMs: 5 * 60_000,
    maxUnfinished: MAX_UNFINISHED,
  };
}

async function ownSourceOrThrow(deps: Deps, userId: string, id: string) {
  const found = await ownSource(deps.db, userId, id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export function createSourceService(
  deps: Deps,
  tasks: TaskService,
  embeddings: KnowledgeEmbeddings | undefined,
) {
  const view = async (userId: string, id: string, locale: Locale): Promise<SourceView> =>
    toSourceView(await ownSourceOrThrow(deps, userId, id), locale);

  return {
    async add(userId: string, body: SourceAddBody, locale: Locale): Promise<SourceView> {
      const bot = await requireOwnBot(deps, userId, body.botId);
      if ((await sourceCount(deps.db, bot.id)) >= SOURCE_LIMITS.perBot)
        throw refuse('bots.sources.tooMany');
      const bytes =
        body.kind === 'file'
          ? fileBytes(body.name, body.data)
          : body.kind === 'text'
            ? Buffer.from(body.text, 'utf8')
            : undefined;
      const now = deps.now();
      const source = await insertSource(deps.db, {
        id: randomUUID(),
        botId: bot.id,
        ownerId: userId,
        kind: body.kind,
        name: body.kind === 'url' ? body.url : body.name,
        url: body.kind === 'url' ? body.url : null,
        createdAt: now,
        updatedAt: now,
      });
      try {
        if (bytes) await deps.storage.put(sourceKey(source), bytes, 'application/octet-stream');
        const task = await tasks.submitWork(userId, body.clientKey, plan(source));
        const first = String(task.params.sourceId);
        if (first !== source.id) {
          // The same press again: the source it made answers, and this one never was.
          await forget(source);
          return view(userId, first, locale);
        }
        await updateSource(deps.db, source.id, { taskId: task.id });
      } catch (error) {
        await forget(source);
        throw error;
      }
      return view(userId, source.id, locale);
    },

    async retry(userId: string, id: string, clientKey: string, locale: Locale) {
      const { source, task } = await ownSourceOrThrow(deps, userId, id);
      if (task && task.status !== 'failed' && task.status !== 'canceled')
        throw new AppError('TASK_NOT_RETRYABLE');
      const next = await tasks.submitWork(userId, clientKey, plan(source));
      await updateSource(deps.db, source.id, { taskId: next.id, updatedAt: deps.now() });
      return view(userId, source.id, locale);
    },

    async remove(userId: string, id: string): Promise<{ id: string }> {
      const { source } = await ownSourceOrThrow(deps, userId, id);
      await forget(source);
      return { id };
    },

    async list(userId: string, botId: string, locale: Locale) {
      const bot = await requireOwnBot(deps, userId, botId);
      const rows = await sourcesOf(deps.db, bot.id);
      return {
        list: rows.map((row) => toSourceView(row, locale)),
        search: await knowledgeSearch(deps, embeddings),
      };
    },

    quote: (userId: string, body: SourceQuoteBody) => quoteSource(deps, embeddings, userId, body),

    async chunks(userId: string, sourceId: string, page: number, pageSize: number) {
      await ownSourceOrThrow(deps, userId, sourceId);
      const { rows, total } = await listSourceChunks(deps.db, sourceId, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: rows.map((row) => ({
          id: String(row.id),
          ordinal: row.ordinal,
          text: row.text,
          tokens: row.tokens,
          page: row.page,
        })),
        total,
        page,
        pageSize,
      };
    },

    async removeChunk(userId: string, id: string): Promise<{ id: string }> {
      const chunk = await ownChunk(deps.db, userId, Number(id));
      if (!chunk) throw new AppError('NOT_FOUND');
      await deps.db.transaction(async (tx) => {
        if (await deleteChunk(tx, chunk.botId, Number(id)))
          await chunkRemoved(tx, chunk.sourceId, chunk.tokens);
      });
      return { id };
    },
  };

  /** The row (its chunks go with it) and its stored bytes. */
  async function forget(source: BotSourceRow): Promise<void> {
    await deleteSource(deps.db, source.id);
    if (source.kind !== 'url') await deps.storage.delete(sourceKey(source));
  }
}

export type SourceService = ReturnType<typeof createSourceService>;
