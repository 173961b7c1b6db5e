// A bot's knowledge: its sources (pasted text, files, web pages), read in the background into chunks the bot
// answers from. Every call names the owner's bot or source; anything else answers NOT_FOUND.
import * as z from 'zod/mini';
import { defineRoute, pageData, pageQuery } from './http';

const botId = z.uuid();

/** What a bot's knowledge may hold. */
export const SOURCE_LIMITS = {
  name: 200,
  /** Pasted text, in characters. */
  text: 500_000,
  /** A file's bytes (txt, md, html, pdf, docx). */
  fileBytes: 10 * 1024 * 1024,
  url: 2_000,
  /** Sources of one bot. */
  perBot: 100,
} as const;
export const SOURCE_KINDS = ['text', 'file', 'url'] as const;
export const SOURCE_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
/** The file types a source may be, by extension (the server reads what the bytes are). */
export const SOURCE_FILE_TYPES = [
  '.txt',
  '.md',
  '.markdown',
  '.html',
  '.htm',
  '.pdf',
  '.docx',
] as const;

export const sourceView = z.object({
  id: z.string(),
  botId: z.string(),
  kind: z.enum(SOURCE_KINDS),
  name: z.string(),
  url: z.nullable(z.string()),
  status: z.enum(SOURCE_STATUSES),
  /** 0–100 while it is read, cut and indexed. */
  progress: z.int(),
  /** Why it failed, translated, with its code. */
  error: z.nullable(z.object({ code: z.string(), msg: z.string() })),
  characters: z.int(),
  tokens: z.int(),
  chunks: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SourceView = z.infer<typeof sourceView>;

export const chunkView = z.object({
  id: z.string(),
  ordinal: z.int(),
  text: z.string(),
  tokens: z.int(),
  /** The PDF page it starts on. */
  page: z.nullable(z.int()),
});
export type ChunkView = z.infer<typeof chunkView>;

/** Base64 of the largest file, plus a data URL's prefix. */
const MAX_FILE_CHARS = Math.ceil(SOURCE_LIMITS.fileBytes / 3) * 4 + 256;
/** The body of a source/add may be this large (pasted text is at most 4 bytes a character). */
export const SOURCE_BODY_LIMIT = Math.max(MAX_FILE_CHARS, SOURCE_LIMITS.text * 4) + 64 * 1024;

const clientKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const sourceName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'bots.sources.nameRequired' }),
    z.maxLength(SOURCE_LIMITS.name, { error: 'bots.sources.nameTooLong' }),
  );

const sourceText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'bots.sources.textRequired' }),
    z.maxLength(SOURCE_LIMITS.text, { error: 'bots.sources.textTooLong' }),
  );
/** The file as base64, or a `data:` URL. */
const fileData = z
  .string()
  .check(z.maxLength(MAX_FILE_CHARS, { error: 'bots.sources.fileTooLarge' }));

export const sourceAddBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), botId, name: sourceName, text: sourceText, clientKey }),
  z.object({
    kind: z.literal('file'),
    botId,
    /** The file's name: its extension tells the type when the bytes do not. */
    name: sourceName,
    data: fileData,
    clientKey,
  }),
  z.object({
    kind: z.literal('url'),
    botId,
    url: z
      .string()
      .check(
        z.trim(),
        z.maxLength(SOURCE_LIMITS.url, { error: 'bots.sources.urlInvalid' }),
        z.regex(/^https?:\/\/\S+$/i, { error: 'bots.sources.urlInvalid' }),
      ),
    clientKey,
  }),
]);
export type SourceAddBody = z.infer<typeof sourceAddBody>;

/** How this server finds a bot's passages, so the knowledge page can say it. */
export const knowledgeSearch = z.object({
  /** By meaning as well as by words: an embeddings model is configured. False: by keywords only. */
  embeddings: z.boolean(),
  /** What embedding costs: hundredths of a credit per 1,000 tokens (0 when free or by keywords only). */
  perThousandTokens: z.int(),
});
export type KnowledgeSearch = z.infer<typeof knowledgeSearch>;

/** Pasted text or a file to price before it is added (a web page's length is known only once it is read). */
export const sourceQuoteBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: sourceText }),
  z.object({ kind: z.literal('file'), name: sourceName, data: fileData }),
]);
export type SourceQuoteBody = z.infer<typeof sourceQuoteBody>;

export const sourceQuote = z.object({
  embeddings: z.boolean(),
  /** The passages it would be cut into, and their tokens. */
  chunks: z.int(),
  tokens: z.int(),
  /** Hundredths of a credit its embeddings should cost (0 by keywords only); the provider's count decides. */
  credits: z.int(),
  /** The owner's credits cover the hold it needs (a little more than the quote, for the provider's count). */
  affordable: z.boolean(),
});
export type SourceQuote = z.infer<typeof sourceQuote>;

export const botSourcesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/bot/source/list',
    query: z.object({ botId }),
    data: z.object({ list: z.array(sourceView), search: knowledgeSearch }),
    auth: true,
  }),
  /** What adding pasted text or a file would cost: its passages, tokens and credits. Nothing is stored. */
  quote: defineRoute({
    method: 'POST',
    path: '/api/bot/source/quote',
    body: sourceQuoteBody,
    data: sourceQuote,
    auth: true,
  }),
  /** Adds pasted text, a file or a web page; it is read in the background (follow it in the list). */
  add: defineRoute({
    method: 'POST',
    path: '/api/bot/source/add',
    body: sourceAddBody,
    data: sourceView,
    auth: true,
  }),
  /** Reads a failed source again (a page that was down, a file fixed and sent again is a new source). */
  retry: defineRoute({
    method: 'POST',
    path: '/api/bot/source/retry',
    body: z.object({ id: z.uuid(), clientKey }),
    data: sourceView,
    auth: true,
  }),
  /** Removes a source with its chunks and its stored file. */
  delete: defineRoute({
    method: 'GET',
    path: '/api/bot/source/delete',
    query: z.object({ id: z.uuid() }),
    data: z.object({ id: z.string() }),
    auth: true,
  }),
  /** The chunks a source was cut into, in order, with their tokens and pages. */
  vector: defineRoute({
    method: 'GET',
    path: '/api/bot/source/vector',
    query: z.extend(pageQuery, { sourceId: z.uuid() }),
    data: pageData(chunkView),
    auth: true,
  }),
  /** Removes one chunk from the bot's knowledge (a wrong or outdated passage). */
  vectorDelete: defineRoute({
    method: 'GET',
    path: '/api/bot/source/vector/delete',
    query: z.object({ id: z.string().check(z.regex(/^\d{1,15}$/)) }),
    data: z.object({ id: z.string() }),
    auth: true,
  }),
} as const;
