import { z } from 'zod';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_TARGET_TYPES } from '../constants';

/** POST /api/reports. */
export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().uuid(),
  reason: z.string().trim().min(1, { message: 'reasonRequired' }).max(200, { message: 'reasonRequired' }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, { message: 'reportDetailsTooLong' })
    .transform((value) => value || null)
    .default(null),
});
export type ReportInput = z.input<typeof reportInputSchema>;
