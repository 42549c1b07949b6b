import { z } from 'zod';
import { APPEAL_DECISIONS, APPEAL_MAX_LENGTH, WARNING_SEVERITIES } from '../constants';

/** A ban's appeal as its member reads it: what they wrote and, once decided, the answer. */
export const appealSchema = z.object({
  message: z.string(),
  createdAt: z.string(),
  decision: z.enum(APPEAL_DECISIONS).nullable(),
  reply: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** GET /api/account/standing: the signed-in user's active ban and unacknowledged warnings. */
export const standingResponseSchema = z.object({
  ban: z
    .object({
      reason: z.string().nullable(),
      expiresAt: z.string().nullable(),
      /** Null until the member appeals; one appeal per ban. */
      appeal: appealSchema.nullable(),
    })
    .nullable(),
  warnings: z.array(
    z.object({
      id: z.string().uuid(),
      reason: z.string(),
      severity: z.enum(WARNING_SEVERITIES),
      createdAt: z.string(),
    }),
  ),
});
export type StandingResponse = z.infer<typeof standingResponseSchema>;

export const warningIdParamsSchema = z.object({ warningId: z.string().uuid() });

/** POST /api/account/appeal: the banned member's one appeal of their current ban. */
export const appealInputSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, { message: 'appealRequired' })
    .max(APPEAL_MAX_LENGTH, { message: 'appealTooLong' }),
});
export type AppealInput = z.input<typeof appealInputSchema>;
