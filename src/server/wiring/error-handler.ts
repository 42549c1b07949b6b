import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, GENERIC_MESSAGES, type ApiError, type ErrorCode } from '#shared/errors';
import { MESSAGES, type MessageId } from '#shared/messages';
import { AppError } from '#server/errors';

// The database messages of docs/product/error-messages.md, for a constraint the code did not check
// first (a race, say).
const DATABASE_ERRORS: Record<string, { code: ErrorCode; messageId: MessageId }> = {
  '23505': { code: 'conflict', messageId: 'valueTaken' },
  '23503': { code: 'validation_failed', messageId: 'invalidReference' },
  '23514': { code: 'validation_failed', messageId: 'unableToSave' },
};

// Class 22 is "data exception": a value the database cannot take (a NUL, a number out of range...).
// Input checks refuse these first; this is the backstop, so such input is a 400 and never a 500.
const DATA_EXCEPTION_CLASS = '22';
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

function databaseErrorOf(error: unknown): { code: ErrorCode; messageId: MessageId } | undefined {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code !== 'string') return undefined;
  if (UNSTORABLE_TEXT_CODES.has(code)) return { code: 'validation_failed', messageId: 'invalidCharacters' };
  if (code.startsWith(DATA_EXCEPTION_CLASS))
    return { code: 'validation_failed', messageId: 'validationError' };
  return DATABASE_ERRORS[code];
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_STATUS).find(([, value]) => value === status);
  return match ? (match[0] as ErrorCode) : status >= 500 ? 'internal' : 'validation_failed';
}

function bodyOf(error: AppError): ApiError {
  return {
    code: error.code,
    message: error.message,
    messageId: error.messageId,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.meta ? { meta: error.meta } : {}),
  };
}

// More than any form has: a list whose every item fails (a megabyte of them fits in a body) would
// otherwise name each item, an answer many times the size of the request.
const MAX_LISTED_FIELDS = 20;

const INTERNAL_ERROR: ApiError = { code: 'internal', message: GENERIC_MESSAGES.internal };

/**
 * One error shape for the whole API. Validation failures list their fields; client errors keep their
 * message; anything unexpected is logged in full and answered without a stack trace or SQL.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      let listed = 0;
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(root)';
        if (path in fields) continue;
        fields[path] = issue.message ?? GENERIC_MESSAGES.validation;
        if ((listed += 1) === MAX_LISTED_FIELDS) break;
      }
      const body: ApiError = {
        code: 'validation_failed',
        message: GENERIC_MESSAGES.validation,
        messageId: 'validationError',
        fields,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      const retryAfter = error.meta?.retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(error.statusCode).send(bodyOf(error));
    }
    const databaseError = databaseErrorOf(error);
    if (databaseError) {
      const body: ApiError = { ...databaseError, message: MESSAGES[databaseError.messageId] };
      return reply.status(ERROR_STATUS[databaseError.code]).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(INTERNAL_ERROR);
    }
    const body: ApiError =
      status === 429
        ? { code: 'rate_limited', message: GENERIC_MESSAGES.rateLimited, messageId: 'tooManyRequests' }
        : { code: codeForStatus(status), message: error.message };
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any hook or route runs (an escape
 * that decodes to nothing, a path parameter over the router's length). Fastify's own answer has its
 * own shape and quotes the whole URL back, and the error handler above never sees these.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if ((error.statusCode ?? 500) >= 500) {
    request.log.error({ err: error }, 'request failed');
    reply.status(500).send(INTERNAL_ERROR);
    return;
  }
  const refusal = new AppError('validation_failed', 'validationError');
  reply.status(refusal.statusCode).send(bodyOf(refusal));
}
