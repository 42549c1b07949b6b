import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isMessageId, type MessageId } from '#shared/messages';
import { AppError } from '#server/errors';

export type UploadedForm = { fields: Record<string, string>; file: Buffer | null };

/**
 * Reads a multipart form of text fields and at most one file into memory. The file may not exceed
 * maxFileBytes: the upload is cut off there and refused with tooLargeMessage, so a huge file costs
 * no more than the limit.
 */
export async function readForm(
  request: FastifyRequest,
  maxFileBytes: number,
  tooLargeMessage: MessageId,
): Promise<UploadedForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'file') file = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', tooLargeMessage);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('validation_failed', 'fileRequired');
    if (typeof code === 'string' && /^FST_(PARTS|FILES|FIELDS)_LIMIT$|^FST_PROTO_VIOLATION$/.test(code)) {
      throw new AppError('validation_failed', 'validationError');
    }
    throw error;
  }
  return { fields, file };
}

/** A file of a form: the name it was sent with (as the browser gave it) and its bytes. */
export type FormFile = { name: string; bytes: Buffer };

export type UploadedFiles = { fields: Record<string, string>; files: FormFile[] };

export type FilesLimits = {
  /** Bytes a file may have: the upload is cut off at this, and refused with fileTooLarge. */
  maxFileBytes: number;
  /** Files a form may carry: one more is refused with tooManyFiles, before it is read. */
  maxFiles: number;
  /** Bytes a text field may have: a longer one is refused with fieldTooLong, naming the field. */
  maxFieldBytes: number;
  fileTooLarge: MessageId;
  tooManyFiles: MessageId;
  fieldTooLong: MessageId;
};

// PostgreSQL text cannot hold a NUL, and a lone surrogate half would be stored as U+FFFD. The app's
// check of unstorable input (wiring/unstorable-input.ts) sees parsed bodies; a multipart form is
// read here, after it, so its fields get the same refusal.
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// The few text fields a form of files carries (a message, a milestone's id).
const FIELDS_MAX = 8;

/**
 * Reads a multipart form of text fields and up to limits.maxFiles files into memory, stopping at
 * the first file over limits.maxFileBytes and at the first file over the count, so that what a
 * refused form costs is bounded by the limits. A file input left empty (no name, no bytes) is no
 * file.
 */
export async function readFormFiles(request: FastifyRequest, limits: FilesLimits): Promise<UploadedFiles> {
  const fields: Record<string, string> = {};
  const files: FormFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: FIELDS_MAX,
        parts: limits.maxFiles + FIELDS_MAX,
        fieldSize: limits.maxFieldBytes,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0 || part.filename) files.push({ name: part.filename, bytes });
        continue;
      }
      if (part.valueTruncated) {
        throw new AppError('validation_failed', limits.fieldTooLong, {
          [part.fieldname]: limits.fieldTooLong,
        });
      }
      const value = String(part.value);
      if (UNSTORABLE.test(value) || UNSTORABLE.test(part.fieldname)) {
        throw new AppError('validation_failed', 'invalidCharacters', {
          [part.fieldname]: 'invalidCharacters',
        });
      }
      fields[part.fieldname] = value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', limits.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('validation_failed', limits.tooManyFiles);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('validation_failed', 'validationError');
    }
    if (typeof code === 'string' && /^FST_(PARTS|FIELDS)_LIMIT$|^FST_PROTO_VIOLATION$/.test(code)) {
      throw new AppError('validation_failed', 'validationError');
    }
    throw error;
  }
  return { fields, files };
}

/** The one file of a form that must carry one. */
export async function readImageFile(request: FastifyRequest, maxBytes: number, tooLargeMessage: MessageId) {
  const { file } = await readForm(request, maxBytes, tooLargeMessage);
  if (!file || file.length === 0) throw new AppError('validation_failed', 'fileRequired');
  return file;
}

/** A form's text fields checked by a shared schema; a refusal names each field's message, as a JSON body's would. */
export function parseFormFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messageIds: Record<string, MessageId> = {};
  for (const issue of parsed.error.issues) {
    messageIds[String(issue.path[0])] ??= isMessageId(issue.message) ? issue.message : 'validationError';
  }
  throw new AppError('validation_failed', 'validationError', messageIds);
}
