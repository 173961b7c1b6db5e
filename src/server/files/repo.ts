// Stored files: the `uploads` rows (a user's uploads and the results their tasks made) and their bytes in the
// file storage. A file is written before its row and removed if the row cannot be written, so the storage
// never fills with files nobody can reach.
import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { PATTERNS } from '@shared/rules/patterns';
import type { Deps } from '../deps';
import { uploads } from '../db/schema';
import { AppError } from '../http/app-error';
import { readAll } from '../providers/storage';

export type UploadRow = typeof uploads.$inferSelect;

export const isUploadId = (id: string) => PATTERNS.uuid.test(id);

export interface NewFile {
  id: string;
  userId: string;
  /** What it is for: an upload purpose, or `generated` for a task's result. */
  purpose: string;
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
  storageKey: string;
  /** Where its thumbnail goes (made the first time it is viewed); results only. */
  thumbKey?: string;
  /** The task that made it. */
  taskId?: string;
}

/** The row of a stored file. */
export type UploadValues = typeof uploads.$inferInsert;

/**
 * Writes the bytes of `file` and answers its row, which the caller writes: `saveFile`, or a task's end that
 * writes its results' rows in the statement that marks it succeeded.
 */
export async function storeFileBytes(deps: Deps, file: NewFile): Promise<UploadValues> {
  await deps.storage.put(file.storageKey, file.bytes, file.mime);
  return {
    id: file.id,
    userId: file.userId,
    purpose: file.purpose,
    mime: file.mime,
    width: file.width,
    height: file.height,
    bytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    storageKey: file.storageKey,
    thumbKey: file.thumbKey ?? null,
    taskId: file.taskId ?? null,
    createdAt: deps.now(),
  };
}

/** Writes the bytes, then the row. */
export async function saveFile(deps: Deps, file: NewFile): Promise<void> {
  const row = await storeFileBytes(deps, file);
  try {
    await deps.db.insert(uploads).values(row);
  } catch (error) {
    await deps.storage.delete(file.storageKey).catch(() => undefined);
    throw error;
  }
}

/** The uploads table's columns, by their names in the code, in the table's order. */
const UPLOAD_COLUMNS = Object.entries(getTableColumns(uploads));

/**
 * The rows of files as one jsonb array for `insertUploadsIf`: each row's columns under their names in the
 * database, a time as its ISO text, a value left out as null.
 */
export function uploadsRecords(rows: UploadValues[]): string {
  return JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(
        UPLOAD_COLUMNS.map(([key, column]) => {
          const value = row[key as keyof UploadValues] ?? null;
          return [column.name, value instanceof Date ? value.toISOString() : value];
        }),
      ),
    ),
  );
}

/**
 * An insert of the rows in `records` (a jsonb array made by `uploadsRecords`) that writes them only when
 * `condition` holds, to run as a CTE of another statement (a task's end: its results' rows only when the end
 * itself was written). Every column is written, a value left out as null. Its text is the same however many
 * rows there are, so a statement with it is prepared once.
 */
export function insertUploadsIf(records: SQL, condition: SQL): SQL {
  const names = sql.join(
    UPLOAD_COLUMNS.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  return sql`insert into ${uploads} (${names})
    select ${names} from jsonb_populate_recordset(null::${uploads}, ${records}::jsonb) where ${condition}`;
}

/** This user's files with these ids, in the order asked; NOT_FOUND if any is missing or someone else's. */
export async function ownedUploads(
  deps: Deps,
  userId: string,
  ids: string[],
): Promise<UploadRow[]> {
  if (!ids.length) return [];
  if (!ids.every(isUploadId)) throw new AppError('NOT_FOUND');
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, wanted)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id.toLowerCase());
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}

/** Those of these files that are this user's (missing ones left out: a message's image may be gone). */
export function userFiles(deps: Deps, userId: string, ids: string[]): Promise<UploadRow[]> {
  return ids.length
    ? deps.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids)))
    : Promise.resolve([]);
}

/** A file by id, whoever owns it: only for the signed file route, which has checked the signature. */
export async function uploadById(deps: Deps, id: string): Promise<UploadRow | undefined> {
  if (!isUploadId(id)) return undefined;
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** Sizes of these files, for showing them without reading them. */
export function fileSizes(deps: Deps, ids: string[]) {
  return ids.length
    ? deps.db
        .select({ id: uploads.id, width: uploads.width, height: uploads.height })
        .from(uploads)
        .where(inArray(uploads.id, ids))
    : Promise.resolve([]);
}

/** The stored bytes of a file (to send to a provider). */
export async function readUpload(
  deps: Deps,
  row: UploadRow,
): Promise<{ bytes: Buffer; mime: string }> {
  const file = await deps.storage.get(row.storageKey);
  if (!file) throw new AppError('NOT_FOUND');
  return { bytes: await readAll(file), mime: row.mime };
}

/** Removes the stored bytes of a file whose row is gone: the image and its thumbnail. */
export async function deleteStoredFile(
  deps: Deps,
  row: Pick<UploadRow, 'storageKey' | 'thumbKey'>,
): Promise<void> {
  await deps.storage.delete(row.storageKey);
  if (row.thumbKey) await deps.storage.delete(row.thumbKey);
}

/** Removes a task's results, rows and files (an earlier attempt's, before a retry stores its own). */
export async function removeTaskFiles(deps: Deps, taskId: string): Promise<void> {
  const rows = await deps.db.delete(uploads).where(eq(uploads.taskId, taskId)).returning();
  for (const row of rows) await deleteStoredFile(deps, row);
}
