import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, GENERIC_MESSAGES, type ApiError, type ErrorCode } from '@shared/errors';

/** An error a service throws on purpose: its code and message reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_STATUS).find(([, value]) => value === status);
  return match ? (match[0] as ErrorCode) : status >= 500 ? 'internal' : 'validation_failed';
}

/**
 * One error shape for the whole API. Validation failures list their fields; client errors keep their
 * message; anything unexpected is logged in full and answered without a stack trace or SQL.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(root)';
        fields[path] ??= issue.message ?? GENERIC_MESSAGES.validation;
      }
      const body: ApiError = { code: 'validation_failed', message: GENERIC_MESSAGES.validation, fields };
      return reply.status(400).send(body);
    }
    if (error instanceof AppError) {
      const body: ApiError = { code: error.code, message: error.message, fields: error.fields };
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ApiError = { code: 'internal', message: GENERIC_MESSAGES.internal };
      return reply.status(500).send(body);
    }
    const code = status === 429 ? 'rate_limited' : codeForStatus(status);
    const message = status === 429 ? GENERIC_MESSAGES.rateLimited : error.message;
    const body: ApiError = { code, message };
    return reply.status(status).send(body);
  });
}
