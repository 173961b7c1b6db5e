// A question's embedding, for the search of a bot's knowledge by meaning: made by the model that embeds the
// bot's chunks now (only chunks it made are compared), and paid for by the bot's owner beside the answer,
// held and settled as a small charge of its own under the question's key, so a repeated request pays once.
// A question is never refused over it: when the bot has no chunks of that model, the provider fails or the
// owner's credits are short (the answer's own hold then says so), the search goes by keywords alone.
import type { SearchQuery } from '../../knowledge-store';
import { hasEmbeddedChunks } from '../../knowledge-store';
import type { Deps } from '../../deps';
import type { BotRow } from '../../db/schema';
import { tokenCount } from '../../knowledge/tokens';
import type { Hold } from '../../ledger/ledger';
import {
  embeddingsCost,
  embeddingsPrice,
  heldTokens,
  type KnowledgeEmbeddings,
} from './embeddings';
import { botSubject } from './order-repo';

/** Longer than any embedding of one question may take; past it the sweeper gives the hold back. */
const HOLD_TTL_MS = 5 * 60_000;

export interface Question {
  text: string;
  /** Who asks (the owner, or a visitor) and the key of their request: one charge per request. */
  askerId: string;
  clientKey: string;
}

type Found = Pick<SearchQuery, 'queryEmbedding' | 'embeddingModel'>;

/** Holds the question's price on the owner; undefined when there is nothing to hold or it was refused. */
async function holdQuestion(
  deps: Deps,
  embeddings: KnowledgeEmbeddings,
  bot: BotRow,
  question: Question,
): Promise<Hold | 'free' | undefined> {
  if (embeddings.perThousandTokens === 0) return 'free';
  try {
    return await deps.credits.holdFor(
      bot.ownerId,
      embeddingsPrice(embeddings, heldTokens(tokenCount(question.text))),
      {
        service: 'knowledge',
        event: 'question',
        subject: botSubject(bot.id),
        ttlMs: HOLD_TTL_MS,
        key: `bot-question:${bot.id}:${question.askerId}:${question.clientKey}`,
      },
    );
  } catch (error) {
    embeddings.log.info({ err: error, bot: bot.id }, 'question searched by keywords: not held');
    return undefined;
  }
}

export async function questionEmbedding(
  deps: Deps,
  embeddings: KnowledgeEmbeddings | undefined,
  bot: BotRow,
  question: Question,
): Promise<Found> {
  if (!embeddings || !(await hasEmbeddedChunks(deps.db, bot.id, embeddings.model))) return {};
  const hold = await holdQuestion(deps, embeddings, bot, question);
  // Refused, or a repeated request whose answer was started (and its search paid) the first time.
  if (!hold || (hold !== 'free' && hold.status !== 'held')) return {};
  let embedded;
  try {
    embedded = await embeddings.questions.embed([question.text]);
  } catch (error) {
    embeddings.log.warn({ err: error, bot: bot.id }, 'question embedding failed: keywords only');
    if (hold !== 'free') await deps.credits.ledger.release(hold).catch(() => undefined);
    return {};
  }
  if (hold !== 'free') {
    const tokens = embedded.tokens || tokenCount(question.text);
    await deps.credits.ledger
      .settle(hold, embeddingsCost(deps, embeddings, tokens))
      .catch((error: unknown) =>
        embeddings.log.warn({ err: error, hold: hold.id }, 'question charge not settled'),
      );
  }
  return { queryEmbedding: embedded.embeddings[0], embeddingModel: embeddings.model };
}
