import { z } from 'zod';
import { DRAFT_KINDS, DRAFT_PAYLOAD_MAX_BYTES, PROJECT_TITLE_MAX_LENGTH } from '../constants';

export type DraftKind = (typeof DRAFT_KINDS)[number];

export const draftIdParamsSchema = z.object({ draftId: z.string().uuid() });

/**
 * The bytes a payload takes as PostgreSQL prints a jsonb value, which the table's check measures:
 * JSON as `JSON.stringify` writes it, plus the space jsonb puts after each ':' and ','. Counted here
 * so that the schema, not the database, refuses a payload that is too large.
 */
export function draftPayloadBytes(payload: unknown): number {
  let separators = 0;
  const pending: unknown[] = [payload];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (typeof value !== 'object' || value === null) continue;
    const items = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
    // ', ' between items, and ': ' after each key of an object.
    separators += Math.max(0, items.length - 1) + (Array.isArray(value) ? 0 : items.length);
    pending.push(...items);
  }
  return utf8Bytes(JSON.stringify(payload)) + separators;
}

/** A text's length in UTF-8, as the database stores it (shared code has no TextEncoder or Buffer). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * PUT /api/drafts/{id}: what a project or service form holds, saved as the creator types. The
 * payload is the form's own values, checked only as an object of bounded size: a draft is work in
 * progress, which the publish request checks in full.
 */
export const draftInputSchema = z.object({
  kind: z.enum(DRAFT_KINDS),
  /** The project or service being edited; null (or absent) for a new one. */
  subjectId: z.string().uuid().nullable().default(null),
  /** What the Drafts list names it by: the title typed so far, cut to fit. */
  title: z
    .string()
    .trim()
    .transform((title) => title.slice(0, PROJECT_TITLE_MAX_LENGTH) || null)
    .nullable()
    .default(null),
  payload: z
    .record(z.string(), z.unknown())
    .refine((payload) => draftPayloadBytes(payload) <= DRAFT_PAYLOAD_MAX_BYTES, {
      message: 'draftTooLarge',
    }),
});
export type DraftInput = z.input<typeof draftInputSchema>;

/** A draft as the Drafts list shows it, newest first. */
export const draftSummarySchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(DRAFT_KINDS),
  subjectId: z.string().uuid().nullable(),
  title: z.string().nullable(),
  updatedAt: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;
export const draftListSchema = z.array(draftSummarySchema);

/** GET /api/drafts/{id}: a draft with what its form held. */
export const draftSchema = draftSummarySchema.extend({ payload: z.record(z.string(), z.unknown()) });
export type Draft = z.infer<typeof draftSchema>;

/**
 * The query a project's or service's create and update take: the draft the form was saving, which
 * the same transaction deletes once the work is published.
 */
export const fromDraftQuerySchema = z.object({ draftId: z.string().uuid().optional() });
