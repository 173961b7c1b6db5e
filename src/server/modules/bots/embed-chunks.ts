// A source's chunks embedded for search by meaning, paid for by the bot's owner like any task: the price of
// its tokens is held once they are counted, before the provider is called (not enough credits: the source
// fails saying so, nothing charged), and the task ends charging what the provider reports, at most the hold.
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isTransientFailure } from '../../providers/embeddings';
import { ProviderError, type RunContext } from '../../providers/image/types';
import { holdDuringRun } from '../../task-runner/run-hold';
import type { TaskRow } from '../../task-runner/repo';
import {
  embeddingsCost,
  embeddingsPrice,
  heldTokens,
  type KnowledgeEmbeddings,
} from './embeddings';
import { botSubject } from './order-repo';

export interface EmbeddedChunks {
  /** In the order of the texts. */
  vectors: number[][];
  /** The upstream model, kept with each chunk. */
  model: string;
  /** Hundredths the embeddings cost. */
  charged: number;
}

/** How long the rest of a source's reading may take, every attempt left included. */
const holdTtl = (task: TaskRow, attemptMs: number) =>
  (task.maxAttempts - task.attempt + 1) * attemptMs + 15 * 60_000;

export async function embedChunks(
  deps: Deps,
  embeddings: KnowledgeEmbeddings,
  work: { task: TaskRow; context: RunContext; attemptMs: number },
  chunks: ReadonlyArray<{ text: string; tokens: number }>,
): Promise<EmbeddedChunks> {
  const { task, context } = work;
  const counted = chunks.reduce((sum, chunk) => sum + chunk.tokens, 0);
  if (embeddings.perThousandTokens > 0) {
    try {
      await holdDuringRun(deps, task, embeddingsPrice(embeddings, heldTokens(counted)), {
        service: 'knowledge',
        event: 'read',
        subject: botSubject(String(task.params.botId)),
        ttlMs: holdTtl(task, work.attemptMs),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_CREDITS')
        throw new ProviderError('failed', 'INSUFFICIENT_CREDITS', 'the owner cannot pay for it');
      throw error;
    }
  }
  context.signal.throwIfAborted();
  try {
    const embedded = await embeddings.chunks.embed(
      chunks.map((chunk) => chunk.text),
      context.signal,
    );
    // A provider that does not report usage is charged by our own count.
    const tokens = embedded.tokens || counted;
    return {
      vectors: embedded.embeddings,
      model: embeddings.model,
      charged: embeddingsCost(deps, embeddings, tokens),
    };
  } catch (error) {
    // Canceled, timed out or shutting down: the runner knows why and ends or requeues the task itself.
    if (context.signal.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (await isTransientFailure(error))
      throw new ProviderError('transient', 'EMBEDDINGS_UNAVAILABLE', message);
    throw new ProviderError('failed', 'EMBEDDINGS_FAILED', message);
  }
}
