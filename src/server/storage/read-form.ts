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
