import { z } from 'zod';

/** Error codes that cross the wire, each with its HTTP status. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  banned: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The one error body every API failure answers with: a code for programs, an English message for
 * people, and message ids (see messages.ts) the web app translates, for the whole error and per field.
 */
export const apiErrorSchema = z.object({
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  messageId: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  /** Numbers the message speaks of, such as the attempts left before a lock. */
  meta: z.record(z.string(), z.number()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const GENERIC_MESSAGES = {
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  rateLimited: 'Too many requests',
  validation: 'Validation error',
} as const;
