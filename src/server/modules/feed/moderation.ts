// The console's Moderation section: the queue (what waits, oldest first, or what was decided, newest first),
// one decision at a time, and the checked words. Every change writes its audit row in the transaction that
// makes it, and locks what it changes first, so of two admins deciding at once one wins and the other is told
// it was already decided. The checked words are read from the table at every publication, so a new word
// holds the next prompt that has it.
import type {
  BannedWordRow,
  ModerationDecision,
  ModerationRow,
  ModerationState,
} from '@shared/api/admin-moderation';
import { MODERATION_PAGE_SIZE } from '@shared/api/admin-moderation';
import type { ReportReason, ReportTarget } from '@shared/api/reports';
import { recordAudit } from '../../audit';
import type { Deps } from '../../deps';
import { signedFileUrl } from '../../files/signed-url';
import { AppError } from '../../http/app-error';
import { normalWord } from './banned-words';
import {
  botTargets,
  characterTargets,
  closeReports,
  decidedPage,
  feedTargets,
  latestReports,
  lockFeedItem,
  lockTarget,
  makePrivate,
  reportCounts,
  waitingPage,
  WAITING_FEED,
  type QueueKey,
} from './moderation-repo';
import {
  deleteBannedWord,
  insertBannedWord,
  listBannedWords,
  type BannedWord,
} from './moderation-words-repo';
import { reviewFeedItem } from './reports-repo';

const FEED_ID = /^\d{1,15}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const iso = (value: Date | string) => new Date(value).toISOString();
const keyOf = (kind: string, id: string | number) => `${kind}:${id}`;

interface Decision {
  actorId: string;
  kind: ReportTarget;
  id: string;
  decision: ModerationDecision;
  note: string;
}

type Preview = Pick<ModerationRow, 'preview' | 'author' | 'flaggedWords' | 'createdAt'>;

const authorOf = (row: { authorId: string | null; authorEmail: string | null }) =>
  row.authorId && row.authorEmail ? { id: row.authorId, email: row.authorEmail } : null;

function wordView(row: BannedWord, addedBy: string | null): BannedWordRow {
  return {
    id: String(row.id),
    locale: row.locale as BannedWordRow['locale'],
    word: row.word,
    addedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createModeration(deps: Deps) {
  const { db } = deps;

  /** What the console shows of each target: its preview and author, and its reports. */
  async function describe(keys: QueueKey[], state: ModerationState) {
    const idsOf = (kind: ReportTarget) => keys.filter((key) => key.kind === kind).map((k) => k.id);
    const [pictures, chars, botRows, counts, latest] = await Promise.all([
      feedTargets(db, idsOf('feed').map(Number)),
      characterTargets(db, idsOf('character')),
      botTargets(db, idsOf('bot')),
      reportCounts(db, [...new Set(keys.map((key) => key.id))]),
      latestReports(db, [...new Set(keys.map((key) => key.id))]),
    ]);
    const previews = new Map<string, Preview>();
    for (const row of pictures)
      previews.set(keyOf('feed', row.id), {
        preview: {
          title: null,
          text: row.prompt,
          thumbUrl: signedFileUrl(deps, row.uploadId, undefined, 'thumb'),
          status: row.status,
        },
        author: authorOf(row),
        flaggedWords: row.flaggedWords,
        createdAt: row.createdAt.toISOString(),
      });
    for (const [kind, rows] of [
      ['character', chars],
      ['bot', botRows],
    ] as const)
      for (const row of rows)
        previews.set(keyOf(kind, row.id), {
          preview: { title: row.name, text: row.description, thumbUrl: null, status: row.status },
          author: authorOf(row),
          flaggedWords: [],
          createdAt: row.createdAt.toISOString(),
        });
    return (key: QueueKey): ModerationRow => {
      const mine = counts.filter((row) => row.kind === key.kind && row.id === key.id);
      // Waiting: the open reports; decided: the ones the decisions closed.
      const shown = mine.filter((row) => row.open === (state === 'waiting'));
      const newest = latest.find((row) => row.kind === key.kind && row.id === key.id);
      const firsts = shown.map((row) => new Date(row.first).getTime());
      return {
        kind: key.kind,
        id: key.id,
        preview: null,
        author: null,
        flaggedWords: [],
        createdAt: null,
        ...previews.get(keyOf(key.kind, key.id)),
        openReports: mine.filter((row) => row.open).reduce((sum, row) => sum + row.count, 0),
        reasons: shown
          .map((row) => ({ reason: row.reason as ReportReason, count: row.count }))
          .sort((a, b) => b.count - a.count),
        latestReport: newest
          ? { reason: newest.reason, details: newest.details, createdAt: iso(newest.createdAt) }
          : null,
        firstReportedAt: firsts.length ? new Date(Math.min(...firsts)).toISOString() : null,
      };
    };
  }

  async function decideFeed(input: Decision) {
    if (!FEED_ID.test(input.id)) throw new AppError('NOT_FOUND');
    const itemId = Number(input.id);
    return db.transaction(async (tx) => {
      const item = await lockFeedItem(tx, itemId);
      if (!item) throw new AppError('NOT_FOUND');
      if (!(WAITING_FEED as readonly string[]).includes(item.status))
        throw new AppError('MODERATION_DECIDED');
      // A picture waits because of its words or its reports: dismissing them puts it back, as restoring does.
      const status = input.decision === 'hide' ? 'removed' : 'public';
      const now = deps.now();
      const outcome = await reviewFeedItem(tx, {
        itemId,
        decision: status,
        moderatorId: input.actorId,
        now,
      });
      await recordAudit(
        tx,
        {
          actorId: input.actorId,
          action: 'feed.review',
          target: { kind: 'feed', id: input.id },
          before: {
            status: item.status,
            openReports: item.openReports,
            flaggedWords: item.flaggedWords,
          },
          after: { status, decision: input.decision, reportsClosed: outcome?.reportsClosed ?? 0 },
          reason: input.note,
        },
        now,
      );
      return { kind: input.kind, id: input.id, status };
    });
  }

  async function decideReported(input: Decision & { kind: 'character' | 'bot' }) {
    const id = input.id.toLowerCase();
    if (!UUID.test(id)) throw new AppError('NOT_FOUND');
    return db.transaction(async (tx) => {
      const target = await lockTarget(tx, input.kind, id);
      const hide = input.decision === 'hide';
      const now = deps.now();
      if (hide && target) await makePrivate(tx, input.kind, id, now);
      const closed = await closeReports(
        tx,
        { kind: input.kind, id },
        { status: hide ? 'upheld' : 'dismissed', by: input.actorId, now },
      );
      // No open report: another admin decided first (and this transaction changed nothing it keeps).
      if (!closed) throw new AppError(target ? 'MODERATION_DECIDED' : 'NOT_FOUND');
      const visibility = hide && target ? 'private' : (target?.visibility ?? null);
      await recordAudit(
        tx,
        {
          actorId: input.actorId,
          action: 'report.resolve',
          target: { kind: input.kind, id },
          before: { visibility: target?.visibility ?? null, openReports: closed },
          // Restoring a character or bot is dismissing its reports: it was never taken down.
          after: { visibility, decision: hide ? 'hide' : 'dismiss', reportsClosed: closed },
          reason: input.note,
        },
        now,
      );
      return { kind: input.kind, id, status: visibility ?? 'deleted' };
    });
  }

  return {
    async queue(query: { kind: ReportTarget | 'all'; state: ModerationState; page: number }) {
      const kind = query.kind === 'all' ? undefined : query.kind;
      const page = { limit: MODERATION_PAGE_SIZE, offset: (query.page - 1) * MODERATION_PAGE_SIZE };
      const paging = { total: 0, page: query.page, pageSize: MODERATION_PAGE_SIZE };
      if (query.state === 'waiting') {
        const { keys, total } = await waitingPage(db, kind, page);
        const row = await describe(keys, 'waiting');
        return { ...paging, total, list: keys.map(row) };
      }
      const { rows, total } = await decidedPage(db, kind, page);
      const keys = rows.map(({ entry }) => ({
        kind: entry.targetKind as ReportTarget,
        id: entry.targetId,
      }));
      const row = await describe(keys, 'done');
      const list = rows.map(({ entry, by }, index) => ({
        ...row(keys[index]!),
        decided: {
          decision: (entry.after?.decision ?? 'dismiss') as ModerationDecision,
          by,
          at: entry.createdAt.toISOString(),
          note: entry.reason,
        },
      }));
      return { ...paging, total, list };
    },

    decide: (input: Decision) =>
      input.kind === 'feed'
        ? decideFeed(input)
        : decideReported({ ...input, kind: input.kind as 'character' | 'bot' }),

    async words() {
      const rows = await listBannedWords(db);
      return { list: rows.map((row) => wordView(row.word, row.addedBy)) };
    },

    async addWord(input: { actorId: string; word: string; locale: string }) {
      // Stored as publishing matches it (compatibility forms folded, lower case): one spelling per word.
      const word = normalWord(input.word).trim();
      if (!word) throw new AppError('VALIDATION', {}, 'admin.moderation.errors.wordRequired');
      const now = deps.now();
      const row = await db.transaction(async (tx) => {
        const added = await insertBannedWord(tx, { locale: input.locale, word, now });
        if (!added) throw new AppError('BANNED_WORD_EXISTS', { word });
        await recordAudit(
          tx,
          {
            actorId: input.actorId,
            action: 'bannedWord.add',
            target: { kind: 'bannedWord', id: String(added.id) },
            after: { word, locale: input.locale },
          },
          now,
        );
        return added;
      });
      const [stored] = await listBannedWords(db, row.id);
      return wordView(row, stored?.addedBy ?? null);
    },

    async removeWord(input: { actorId: string; id: string }) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        const removed = await deleteBannedWord(tx, Number(input.id));
        if (!removed) throw new AppError('NOT_FOUND');
        await recordAudit(
          tx,
          {
            actorId: input.actorId,
            action: 'bannedWord.remove',
            target: { kind: 'bannedWord', id: input.id },
            before: { word: removed.word, locale: removed.locale },
          },
          now,
        );
      });
      return { id: input.id };
    },
  };
}
