// A user's own bots: create, edit, delete, list and read one. The model is checked against the chat
// catalogue and the free-account rule when it is chosen, so a bot never waits for its first question to say
// its model cannot be used; origins are stored normalised, so the widget compares like with like.
import type { BotSettings, BotView } from '@shared/api/bots';
import { normalizeOrigin } from '@shared/api/bots';
import { PATTERNS } from '@shared/rules/patterns';
import type { Deps } from '../../deps';
import type { BotRow } from '../../db/schema';
import { ownedUploads } from '../../files/repo';
import { signedFileUrl } from '../../files/signed-url';
import { AppError } from '../../http/app-error';
import {
  countsOf,
  deleteOwnBot,
  insertBot,
  ownBot,
  ownBots,
  updateOwnBot,
  type BotCounts,
  type BotFields,
} from './repo';
import { sourceKey } from './ingest';
import { sourcesOf } from './source-repo';

/** The least cosine similarity a chunk needs for each strictness (on the embedding search). */
const MIN_RELEVANCE = { loose: 0.15, balanced: 0.3, strict: 0.5 } as const;
const strictnessOf = (minRelevance: number): BotSettings['strictness'] =>
  minRelevance >= MIN_RELEVANCE.strict
    ? 'strict'
    : minRelevance >= MIN_RELEVANCE.balanced
      ? 'balanced'
      : 'loose';

async function checkModel(deps: Deps, userId: string, model: string): Promise<void> {
  const found = deps.models.find(model);
  if (!found) throw new AppError('MODEL_UNKNOWN', { model });
  const quote = await deps.credits.quote(userId, {
    kind: 'chat',
    model,
    inputTokens: 0,
    outputTokens: 0,
  });
  if (quote.locked) throw new AppError('MODEL_LOCKED', { model: found.info.label });
}

async function checkAvatar(deps: Deps, userId: string, avatar: string | null): Promise<void> {
  if (avatar === null) return;
  if (!PATTERNS.uuid.test(avatar)) throw new AppError('VALIDATION', {}, 'bots.edit.avatarInvalid');
  const [upload] = await ownedUploads(deps, userId, [avatar]).catch(() => []);
  if (upload?.purpose !== 'avatar') throw new AppError('VALIDATION', {}, 'bots.edit.avatarInvalid');
}

/** An embedded bot needs somewhere to be embedded: its settings after the change are judged. */
function checkEmbedding(visibility: BotSettings['visibility'], origins: string[]): void {
  if (visibility === 'embedded' && !origins.length)
    throw new AppError('VALIDATION', {}, 'bots.edit.originsRequired');
}

/** The columns for the settings given (an edit sends only what changed). */
async function fields(
  deps: Deps,
  userId: string,
  input: Partial<BotSettings>,
): Promise<Partial<BotFields>> {
  if (input.model !== undefined) await checkModel(deps, userId, input.model);
  if (input.avatar !== undefined) await checkAvatar(deps, userId, input.avatar);
  const values: Partial<BotFields> = {
    name: input.name,
    avatarFileId: input.avatar,
    description: input.description,
    instructions: input.instructions,
    modelId: input.model,
    welcomeMessage: input.welcome,
    suggestedQuestions: input.questions,
    contextTokens: input.contextTokens,
    minRelevance: input.strictness && MIN_RELEVANCE[input.strictness],
    visibility: input.visibility,
    allowedOrigins: input.origins && [
      ...new Set(input.origins.map((origin) => normalizeOrigin(origin)!)),
    ],
    visitorDailyCreditCap: input.dailyCap,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<BotFields>;
}

function toView(deps: Deps, row: BotRow, counts: BotCounts): BotView {
  const { chunks, ...sources } = counts;
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatarFileId,
    avatarUrl: row.avatarFileId ? signedFileUrl(deps, row.avatarFileId) : null,
    description: row.description,
    instructions: row.instructions,
    model: row.modelId,
    welcome: row.welcomeMessage,
    questions: row.suggestedQuestions,
    contextTokens: row.contextTokens,
    strictness: strictnessOf(row.minRelevance),
    visibility: row.visibility,
    origins: row.allowedOrigins,
    dailyCap: row.visitorDailyCreditCap,
    sources,
    chunks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function view(deps: Deps, row: BotRow): Promise<BotView> {
  return toView(deps, row, (await countsOf(deps.db, [row.id])).get(row.id)!);
}

/** The owner's bot, or NOT_FOUND for anything else (another user's, a deleted one, a malformed id). */
export async function requireOwnBot(deps: Deps, userId: string, id: string): Promise<BotRow> {
  const row = PATTERNS.uuid.test(id) ? await ownBot(deps.db, userId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createBot(deps: Deps, userId: string, input: BotSettings) {
  checkEmbedding(input.visibility, input.origins);
  const values = (await fields(deps, userId, input)) as BotFields;
  return view(deps, await insertBot(deps.db, userId, values, deps.now()));
}

export async function editBot(
  deps: Deps,
  userId: string,
  id: string,
  input: Partial<BotSettings>,
): Promise<BotView> {
  const current = await requireOwnBot(deps, userId, id);
  checkEmbedding(input.visibility ?? current.visibility, input.origins ?? current.allowedOrigins);
  const row = await updateOwnBot(
    deps.db,
    userId,
    id,
    await fields(deps, userId, input),
    deps.now(),
  );
  if (!row) throw new AppError('NOT_FOUND');
  return view(deps, row);
}

export async function botInfo(deps: Deps, userId: string, id: string): Promise<BotView> {
  return view(deps, await requireOwnBot(deps, userId, id));
}

/** The bot with its sources and chunks, and the stored bytes of its texts and files. */
export async function deleteBot(deps: Deps, userId: string, id: string): Promise<{ id: string }> {
  await requireOwnBot(deps, userId, id);
  const stored = (await sourcesOf(deps.db, id))
    .filter(({ source }) => source.kind !== 'url')
    .map(({ source }) => sourceKey(source));
  if (!(await deleteOwnBot(deps.db, userId, id))) throw new AppError('NOT_FOUND');
  await Promise.all(stored.map((key) => deps.storage.delete(key)));
  return { id };
}

export async function myBots(deps: Deps, userId: string, page: number, pageSize: number) {
  const { rows, total } = await ownBots(deps.db, userId, page, pageSize);
  const counts = await countsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => toView(deps, row, counts.get(row.id)!)),
    total,
    page,
    pageSize,
  };
}
