// What a question to a bot sends to the chat engine: the bot's model and instructions, and the passages of
// its knowledge that answer the question (found by its words, by trigrams for a short one and, where there
// are embeddings, by meaning), numbered so the answer cites them. When nothing relevant is found the model
// is told so, and to say it does not know, instead of answering from whatever it happens to know.
import type { BotPushBody } from '@shared/api/bot-chat';
import type { MessageCitation } from '@shared/api/chat';
import type { Deps } from '../../deps';
import type { BotRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { queryTerms } from '../../knowledge/search-terms';
import { searchChunks } from '../../knowledge-store';
import type { SendInput } from '../chat';
import { botConversationOf } from './chat-repo';
import type { KnowledgeEmbeddings } from './embeddings';
import { botSubject } from './order-repo';
import { questionEmbedding, type Question } from './question-embedding';
import { requireOwnBot } from './service';

/** Candidates from each search before fusion; the bot's token budget decides how many are given. */
const CANDIDATES = 20;

const RULES = [
  'Answer from the knowledge below, in the language of the question.',
  'Cite every passage you use by its number in square brackets, like [1] or [2][3].',
  'If the knowledge does not contain the answer, say plainly that you do not know it from your knowledge; do not guess or answer from elsewhere.',
].join('\n');

const NOTHING_FOUND = [
  'No passage of your knowledge matches this question.',
  'Say plainly, in the language of the question, that you do not know this from your knowledge; do not guess or answer from elsewhere.',
].join('\n');

function knowledgeBlock(citations: MessageCitation[]): string {
  if (!citations.length) return NOTHING_FOUND;
  const passages = citations.map((citation) => {
    const where = citation.page ? `${citation.source}, page ${citation.page}` : citation.source;
    return `[${citation.n}] (${where})\n${citation.excerpt}`;
  });
  return `${RULES}\n\nKnowledge:\n\n${passages.join('\n\n')}`;
}

/** The passages of the bot's knowledge that answer the question, best first, within the bot's budget. */
async function citationsFor(
  deps: Deps,
  bot: BotRow,
  question: Question,
  embeddings: KnowledgeEmbeddings | undefined,
): Promise<MessageCitation[]> {
  const { text } = question;
  const found = await searchChunks(deps.db, {
    ...(await questionEmbedding(deps, embeddings, bot, question)),
    botId: bot.id,
    queryTerms: queryTerms(text),
    queryText: text,
    limit: CANDIDATES,
    tokenBudget: bot.contextTokens,
    minSimilarity: bot.minRelevance,
  });
  return found.map((chunk, index) => ({
    n: index + 1,
    sourceId: chunk.sourceId,
    source: chunk.sourceName,
    page: chunk.page,
    excerpt: chunk.text,
    scores: {
      fused: chunk.score,
      ...(chunk.vector && { vector: chunk.vector.rank }),
      ...(chunk.keyword && { keyword: chunk.keyword.rank }),
      ...(chunk.trigram && { trigram: chunk.trigram.rank }),
    },
  }));
}

/** What the bot's model is told for a question (its instructions, then the knowledge found) and the citations. */
export async function botKnowledge(
  deps: Deps,
  bot: BotRow,
  question: Question,
  embeddings: KnowledgeEmbeddings | undefined,
) {
  const citations = await citationsFor(deps, bot, question, embeddings);
  const instructions = [bot.instructions.trim(), knowledgeBlock(citations)]
    .filter(Boolean)
    .join('\n\n');
  return { instructions, citations };
}

export async function botSendInput(
  deps: Deps,
  userId: string,
  body: BotPushBody,
  embeddings?: KnowledgeEmbeddings,
): Promise<SendInput> {
  const bot = await requireOwnBot(deps, userId, body.botId);
  if (
    body.conversationId &&
    !(await botConversationOf(deps.db, userId, bot.id, body.conversationId))
  )
    throw new AppError('NOT_FOUND');
  const question = { text: body.text, askerId: userId, clientKey: body.clientKey };
  const { instructions, citations } = await botKnowledge(deps, bot, question, embeddings);
  return {
    userId,
    target: body.conversationId
      ? { conversationId: body.conversationId }
      : { kind: 'bot', botId: bot.id },
    model: bot.modelId,
    text: body.text,
    images: [],
    clientKey: body.clientKey,
    instructions,
    service: 'bot',
    subject: botSubject(bot.id),
    citations,
  };
}
