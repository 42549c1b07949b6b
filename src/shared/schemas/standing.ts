import { z } from 'zod';
import { WARNING_SEVERITIES } from '../constants';

/** GET /api/account/standing: the signed-in user's active ban and unacknowledged warnings. */
export const standingResponseSchema = z.object({
  ban: z
    .object({
      reason: z.string().nullable(),
      expiresAt: z.string().nullable(),
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
