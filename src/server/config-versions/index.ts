// A setting admins publish as versions (config_versions): the newest version of its kind is in force, else
// the shipped document. Whatever reads `current` when it prices or decides gets the version in force then, so
// a change applies to work started after it. Other processes pick a new version up within REFRESH_MS.
// Publishing checks the whole document first and refuses a stale edit (another admin published since the
// editor opened it): nothing is lost, the second admin is told. Each publish writes its audit row in the same
// transaction.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { AuditAction } from '@shared/api/admin';
import { recordAudit } from '../audit';
import type { Database, Queries } from '../db/client';
import { configVersions, users } from '../db/schema';
import { AppError } from '../http/app-error';

const REFRESH_MS = 5_000;

/** The document when it is valid, else what is wrong with it (`path: problem`). */
export type Check<T> = (value: unknown) => { value?: T; problem?: string };

export interface VersionedDocument<T> {
  readonly current: T;
  /** The version in force; null for the shipped document. */
  readonly version: number | null;
  readonly shipped: T;
  /** Reads the newest version (at start, then every few seconds). */
  refresh(): Promise<void>;
  publish(input: {
    document: unknown;
    baseVersion: number | null;
    note: string;
    actorId: string;
    rollbackOf?: number;
  }): Promise<number>;
  versions(): Promise<Array<{ id: number; note: string; author: string | null; createdAt: Date }>>;
  versionDocument(id: number): Promise<T | undefined>;
  /** The document that was in force at `at` (work started then, finished by another process later). */
  inForceAt(at: Date): Promise<T>;
  /** Stops the refresh timer (server shutdown). */
  stop(): void;
}

export function createVersionedDocument<T>(options: {
  db: Database;
  kind: string;
  shipped: T;
  check: Check<T>;
  /** The message key of a refused document (`{{problem}}` says what is wrong). */
  invalidKey: string;
  action: AuditAction;
  now: () => Date;
}): VersionedDocument<T> {
  const { db, kind, check, now } = options;
  let current = options.shipped;
  let version: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  const ofKind = eq(configVersions.kind, kind);

  const newest = async (queries: Queries = db) => {
    const [row] = await queries
      .select({ id: configVersions.id, document: configVersions.document })
      .from(configVersions)
      .where(ofKind)
      .orderBy(desc(configVersions.id))
      .limit(1);
    return row;
  };
  const take = (row: { id: number; document: unknown } | undefined) => {
    if (!row || row.id === version) return;
    // A stored version passed the same check when it was published.
    const { value } = check(row.document);
    if (value) [current, version] = [value, row.id];
  };

  return {
    get current() {
      return current;
    },
    get version() {
      return version;
    },
    shipped: options.shipped,
    async refresh() {
      take(await newest());
      if (!timer) {
        timer = setInterval(() => void newest().then(take, () => undefined), REFRESH_MS);
        timer.unref();
      }
    },
    async publish({ document, baseVersion, note, actorId, rollbackOf }) {
      const { value, problem } = check(document);
      if (!value) throw new AppError('VALIDATION', { problem }, options.invalidKey);
      const published = await db.transaction(async (tx) => {
        // One publish of a kind at a time: the second reads the first's version as the newest.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`atrium:config:${kind}`}))`);
        const latest = await newest(tx);
        if ((latest?.id ?? null) !== baseVersion) throw new AppError('CONFIG_STALE');
        const [row] = await tx
          .insert(configVersions)
          .values({
            kind,
            document: value as Record<string, unknown>,
            note,
            authorId: actorId,
            createdAt: now(),
          })
          .returning({ id: configVersions.id });
        await recordAudit(
          tx,
          {
            actorId,
            action: options.action,
            target: { kind, id: String(row!.id) },
            before: { version: latest?.id ?? null },
            after: { version: row!.id, ...(rollbackOf ? { rollbackOf } : {}) },
            reason: note,
          },
          now(),
        );
        return row!.id;
      });
      take({ id: published, document: value });
      return published;
    },
    versions: () =>
      db
        .select({
          id: configVersions.id,
          note: configVersions.note,
          author: users.email,
          createdAt: configVersions.createdAt,
        })
        .from(configVersions)
        .leftJoin(users, eq(users.id, configVersions.authorId))
        .where(ofKind)
        .orderBy(desc(configVersions.id))
        .limit(50),
    async versionDocument(id) {
      const [row] = await db
        .select({ document: configVersions.document })
        .from(configVersions)
        .where(and(ofKind, eq(configVersions.id, id)));
      return row ? check(row.document).value : undefined;
    },
    async inForceAt(at) {
      const [row] = await db
        .select({ document: configVersions.document })
        .from(configVersions)
        .where(and(ofKind, lte(configVersions.createdAt, at)))
        .orderBy(desc(configVersions.id))
        .limit(1);
      return (row && check(row.document).value) ?? options.shipped;
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
