import { z } from 'zod';
import { apiErrorSchema, type ERROR_STATUS } from '#shared/errors';

// The parts of a route's `response` besides its JSON answer: the answers without a body or of another
// type, and the failures it has reasons of its own for. /api/docs shows each with its description
// (wiring/api-docs.ts), and the answer serializer writes a failure by the shared error shape.

/** An HTTP status the API fails with (shared/errors.ts). */
export type FailureStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS];

/**
 * The `response` entries of the failures a route answers for reasons of its own, each with what it
 * means there: `...failures({ 404: 'No project with this id' })`. Every failure has the one error
 * body. The failures every route of a kind shares (400, 401, 403, 413, 415, 429 and 500) api-docs.ts
 * adds by itself; a route names one of those only to say more about it, and its text replaces the
 * shared one.
 */
export function failures<const Status extends FailureStatus>(described: { [S in Status]?: string }) {
  const entries = Object.entries<string | undefined>(described).flatMap(([status, text]) =>
    text === undefined ? [] : [[status, apiErrorSchema.describe(text)]],
  );
  return Object.fromEntries(entries) as Record<Status, typeof apiErrorSchema>;
}

/** A size limit as a failure's text says it: 5 MB for 5,242,880 bytes. */
export const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/**
 * A success without a body: a 204, or a 201 with nothing to name. Undefined, as `reply.send()` sends
 * it (no serializer runs); the document shows it as an answer without content.
 */
export const noBody = (description: string) => z.undefined().describe(description);

/**
 * A success whose body is not the route's JSON answer (an image, an event stream, a file to save),
 * by its media type. Sent as it is: no serializer writes it. The schema says nothing by default, as
 * OpenAPI 3.1 describes bytes.
 */
export const bodyOfType = (mediaType: string, description: string, schema: z.ZodType = z.any()) => ({
  description,
  content: { [mediaType]: { schema } },
});
