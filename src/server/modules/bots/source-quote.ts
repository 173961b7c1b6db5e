// What adding pasted text or a file would cost before the owner confirms it: the text is read and cut as a
// reading would (the same extraction and chunks, so the same tokens), and its embeddings priced from the
// table. Nothing is stored. A file that cannot be read says why now, as its reading would later.
import type { KnowledgeSearch, SourceQuote, SourceQuoteBody } from '@shared/api/bot-sources';
import { SOURCE_LIMITS } from '@shared/api/bot-sources';
import type { Deps } from '../../deps';
import { extractText } from '../../knowledge/extract/extract-text';
import { SourceError } from '../../knowledge/source-error';
import {
  embeddingsPrice,
  heldTokens,
  storableEmbeddings,
  type KnowledgeEmbeddings,
} from './embeddings';
import { cutIntoChunks } from './ingest';
import { fileBytes, refuseSource } from './source-input';

/** How a bot's passages are found on this server. */
export async function knowledgeSearch(
  deps: Deps,
  configured: KnowledgeEmbeddings | undefined,
): Promise<KnowledgeSearch> {
  const embeddings = await storableEmbeddings(deps, configured);
  return {
    embeddings: Boolean(embeddings),
    perThousandTokens: embeddings?.perThousandTokens ?? 0,
  };
}

async function textOf(body: SourceQuoteBody) {
  // A pasted text is stored and read as a text file: quoted the same way.
  const input =
    body.kind === 'text'
      ? { bytes: Buffer.from(body.text, 'utf8'), fileName: 'text.txt' }
      : { bytes: fileBytes(body.name, body.data), fileName: body.name };
  try {
    return await extractText(input, { maxBytes: SOURCE_LIMITS.fileBytes });
  } catch (error) {
    if (error instanceof SourceError) throw refuseSource(error);
    throw error;
  }
}

export async function quoteSource(
  deps: Deps,
  configured: KnowledgeEmbeddings | undefined,
  userId: string,
  body: SourceQuoteBody,
): Promise<SourceQuote> {
  const chunks = cutIntoChunks(await textOf(body));
  const embeddings = await storableEmbeddings(deps, configured);
  const tokens = chunks.reduce((sum, chunk) => sum + chunk.tokens, 0);
  const priced = { chunks: chunks.length, tokens };
  if (!embeddings) return { embeddings: false, ...priced, credits: 0, affordable: true };
  // The expected charge, and whether the account covers the hold that will be taken for it.
  const [expected, held] = await deps.credits.quoteMany(userId, [
    embeddingsPrice(embeddings, tokens),
    embeddingsPrice(embeddings, heldTokens(tokens)),
  ]);
  return {
    embeddings: true,
    ...priced,
    credits: expected!.credits,
    affordable: held!.affordable,
  };
}
