// Reading a knowledge source, as a task on the engine (claimed, leased, retried, followed by its progress):
// its bytes (kept in storage for text and files, fetched through the egress helper for a web page) become
// text, the text token-sized chunks with their words for keyword search and, where the server has an
// embeddings model, their embeddings (paid for by the owner, ./embed-chunks.ts), and the chunks replace
// whatever the source had before, in one transaction, so a retried or re-read source never shows twice.
import type { Deps } from '../../deps';
import { readAll } from '../../providers/storage';
import { ProviderError } from '../../providers/image/types';
import type { TaskExecutor } from '../../task-runner/runner';
import type { TaskRow } from '../../task-runner/repo';
import { chunkText, type Chunk } from '../../knowledge/chunk';
import { extractText } from '../../knowledge/extract/extract-text';
import { fetchPageText } from '../../knowledge/extract/web-page';
import type { Extracted } from '../../knowledge/extract/types';
import { searchTerms } from '../../knowledge/search-terms';
import { SourceError, type SourceErrorCode } from '../../knowledge/source-error';
import { deleteSourceChunks, insertChunks } from '../../knowledge-store';
import { SOURCE_LIMITS } from '@shared/api/bot-sources';
import type { BotSourceRow } from '../../db/schema';
import { embedChunks } from './embed-chunks';
import { storableEmbeddings, type KnowledgeEmbeddings } from './embeddings';
import { sourceOfTask, updateSource } from './source-repo';

/** Where a text or file source's bytes are kept until it is deleted (a retry reads them again). */
export const sourceKey = (source: Pick<BotSourceRow, 'ownerId' | 'id'>) =>
  `knowledge/${source.ownerId}/${source.id}.bin`;

/** Chunks of about a paragraph or two: enough context to answer from, small enough to cite. */
const CHUNKS = { maxTokens: 400, overlapTokens: 60 };
/** Sources one process reads at once, and the longest one reading may take. */
export const KNOWLEDGE_LIMITS = { concurrency: 2, timeoutMs: 5 * 60_000 };

/** The chunks a source's text is cut into (a quote counts the same ones a reading will embed). */
export const cutIntoChunks = (extracted: Pick<Extracted, 'pages'>): Chunk[] =>
  chunkText(extracted.pages, CHUNKS);
/** A page that is down or slow may answer the next attempt; anything else will not change by itself. */
const TRANSIENT: readonly SourceErrorCode[] = ['URL_TIMEOUT', 'URL_UNREACHABLE'];

async function read(deps: Deps, source: BotSourceRow): Promise<Extracted> {
  if (source.kind === 'url')
    return fetchPageText(source.url!, {
      maxBytes: SOURCE_LIMITS.fileBytes,
      allowHosts: deps.config.egressAllowHosts,
    });
  const stored = await deps.storage.get(sourceKey(source));
  if (!stored) throw new SourceError('SOURCE_EMPTY', 'the stored bytes are gone');
  return extractText(
    { bytes: await readAll(stored), fileName: source.kind === 'text' ? 'text.txt' : source.name },
    { maxBytes: SOURCE_LIMITS.fileBytes },
  );
}

export function knowledgeWork(
  deps: Deps,
  embeddings: KnowledgeEmbeddings | undefined,
): TaskExecutor {
  return async (task: TaskRow, context) => {
    const source = await sourceOfTask(deps.db, String(task.params.sourceId));
    // Deleted while it waited: nothing to read, nothing to charge.
    if (!source) return { images: [], charged: 0 };
    try {
      const extracted = await read(deps, source);
      await context.progress(40);
      const chunks = cutIntoChunks(extracted);
      if (!chunks.length) throw new SourceError('SOURCE_EMPTY', 'no text');
      await context.progress(60);
      const usable = await storableEmbeddings(deps, embeddings);
      const embedded =
        usable &&
        (await embedChunks(
          deps,
          usable,
          { task, context, attemptMs: KNOWLEDGE_LIMITS.timeoutMs },
          chunks,
        ));
      await context.progress(90);
      const rows = chunks.map((chunk, position) => ({
        ordinal: chunk.index,
        text: chunk.text,
        tokens: chunk.tokens,
        page: chunk.page ?? null,
        terms: searchTerms(chunk.text),
        embedding: embedded?.vectors[position],
        embeddingModel: embedded?.model,
      }));
      context.signal.throwIfAborted();
      await deps.db.transaction(async (tx) => {
        await deleteSourceChunks(tx, source.id);
        await insertChunks(tx, { botId: source.botId, sourceId: source.id }, rows);
        await updateSource(tx, source.id, {
          characters: extracted.pages.reduce((sum, page) => sum + page.text.length, 0),
          tokens: chunks.reduce((sum, chunk) => sum + chunk.tokens, 0),
          chunkCount: chunks.length,
          name: source.kind === 'url' && extracted.title ? extracted.title : source.name,
          updatedAt: deps.now(),
        });
      });
      return { images: [], charged: embedded?.charged ?? 0 };
    } catch (error) {
      if (!(error instanceof SourceError)) throw error;
      const kind = TRANSIENT.includes(error.code) ? 'transient' : 'failed';
      throw new ProviderError(kind, error.code, error.detail);
    }
  };
}
