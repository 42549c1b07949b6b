import { and, eq, sql } from 'drizzle-orm';
import {
  REQUEST_FILE_MAX_BYTES,
  REQUEST_FILE_NAME_MAX_LENGTH,
  REQUEST_FILES_PER_ENTRY_MAX,
  REQUEST_FILES_TOTAL_MAX_BYTES,
} from '#shared/constants';
import type { Database } from '#server/db/client';
import { requestFiles } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import type { AppDeps } from '#server/feature-kit/app-deps';
import type { Actor } from '#server/policy/audit-log';
import { sniffRequestFile, type SniffedFile } from '#server/storage/file-signature';
import type { FilesLimits, FormFile } from '#server/storage/read-form';
import { uploadKey, type Storage } from '#server/storage/storage';
import { readAs } from './parties';

// A request's files (docs/decisions/0051): images, PDF and zip, found by their first bytes; kept
// as sent, in storage's private request-files/ folder under a key of 128 random bits; stored before
// the transaction that names them, and removed again when it fails.

/** What a form of a message or a delivery may carry: the bytes read stop at these. */
export const REQUEST_FORM_LIMITS: FilesLimits = {
  maxFileBytes: REQUEST_FILE_MAX_BYTES,
  maxFiles: REQUEST_FILES_PER_ENTRY_MAX,
  // A message's 2,000 characters, at four bytes each at most.
  maxFieldBytes: 8 * 1024,
  fileTooLarge: 'requestFileTooLarge',
  tooManyFiles: 'tooManyFiles',
  fieldTooLong: 'messageTooLong',
};

/** A file checked and named, ready to store. */
export type PreparedFile = SniffedFile & { name: string; bytes: Buffer };
/** A file stored, ready for its row. */
export type StoredFile = PreparedFile & { key: string };

// Control characters (C0, DEL, C1), and the marks that reorder text (a name shown as "cod.exe"
// that ends in "exe.doc" the other way round): a name is only ever shown and offered back.
const UNSHOWABLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// An extension this long or shorter is kept when a long name is cut.
const EXTENSION_KEPT = /\.[^.]{1,10}$/;

/**
 * The name a file is shown and downloaded with: the last part of the path the browser sent, without
 * control characters, trimmed, at most REQUEST_FILE_NAME_MAX_LENGTH characters (its extension kept),
 * or 'file' when nothing is left.
 */
export function cleanFileName(sent: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  const name = base.replace(UNSHOWABLE, '').replace(LONE_SURROGATE, '').trim();
  if (name === '' || name === '.' || name === '..') return 'file';
  const characters = Array.from(name);
  if (characters.length <= REQUEST_FILE_NAME_MAX_LENGTH) return name;
  const extension = Array.from(EXTENSION_KEPT.exec(name)?.[0] ?? '');
  const stem = characters.slice(0, REQUEST_FILE_NAME_MAX_LENGTH - extension.length);
  return `${stem.join('').trimEnd()}${extension.join('')}`;
}

/** Each file's type by its bytes and its name cleaned; a file of any other type is refused (415). */
export function prepareFiles(files: readonly FormFile[]): PreparedFile[] {
  return files.map((file) => {
    if (file.bytes.length > REQUEST_FILE_MAX_BYTES)
      throw new AppError('payload_too_large', 'requestFileTooLarge');
    const sniffed = sniffRequestFile(file.bytes);
    if (!sniffed)
      throw new AppError('unsupported_media_type', 'fileTypeNotAccepted', { files: 'fileTypeNotAccepted' });
    return { ...sniffed, name: cleanFileName(file.name), bytes: file.bytes };
  });
}

/** Refuses files that would take the request's files past REQUEST_FILES_TOTAL_MAX_BYTES (413). */
export async function checkRoom(db: Database, requestId: string, files: readonly PreparedFile[]) {
  if (files.length === 0) return;
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${requestFiles.byteSize}), 0)` })
    .from(requestFiles)
    .where(eq(requestFiles.requestId, requestId));
  const adding = files.reduce((total, file) => total + file.bytes.length, 0);
  if (Number(row?.used ?? 0) + adding > REQUEST_FILES_TOTAL_MAX_BYTES) {
    throw new AppError('payload_too_large', 'requestFilesFull');
  }
}

/**
 * Stores the files, then runs the write that names them; if it fails (a refusal, a lost race), the
 * files are removed again, so storage never holds a file no row names.
 */
export async function withStoredFiles<Result>(
  storage: Storage,
  requestId: string,
  files: readonly PreparedFile[],
  write: (stored: StoredFile[]) => Promise<Result>,
): Promise<Result> {
  const stored: StoredFile[] = [];
  const removeAll = () => Promise.all(stored.map((file) => storage.remove(file.key).catch(() => undefined)));
  try {
    for (const file of files) {
      const key = uploadKey('request-files', requestId, 'file', file.extension);
      await storage.put(key, file.bytes, file.contentType);
      stored.push({ ...file, key });
    }
    return await write(stored);
  } catch (error) {
    await removeAll();
    throw error;
  }
}

/** The rows of the files an entry carries. */
export async function insertFiles(
  tx: Database,
  entry: { id: string; requestId: string },
  uploaderId: string,
  files: readonly StoredFile[],
) {
  if (files.length === 0) return;
  await tx.insert(requestFiles).values(
    files.map((file, index) => ({
      requestId: entry.requestId,
      entryId: entry.id,
      uploaderId,
      fileName: file.name,
      contentType: file.contentType,
      byteSize: file.bytes.length,
      storageKey: file.key,
      // In the order they were sent, even when the clock reads the same for two rows.
      createdAt: sql`clock_timestamp() + ${index} * interval '1 microsecond'`,
    })),
  );
}

/**
 * A file's bytes for the request's two sides and for staff on a report (audited); 404 for anyone
 * else, and for a file of another request (a guessed or mixed-up address).
 */
export async function readRequestFile(
  { db, storage }: Pick<AppDeps, 'db' | 'storage'>,
  actor: Actor,
  requestId: string,
  fileId: string,
) {
  const file = await readAs(
    db,
    actor,
    requestId,
    async (reader) => {
      const [row] = await reader
        .select()
        .from(requestFiles)
        .where(and(eq(requestFiles.id, fileId), eq(requestFiles.requestId, requestId)));
      if (!row) throw new AppError('not_found', 'fileNotFound');
      return row;
    },
    { fileId },
  );
  const bytes = await storage.read(file.storageKey);
  if (!bytes) throw new AppError('not_found', 'fileNotFound');
  return { bytes, name: file.fileName, contentType: file.contentType };
}
