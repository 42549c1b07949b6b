import { z } from 'zod';
import { REPORT_TARGET_TYPES } from '../constants';

/** The reasons the report dialog offers; the server accepts any short reason. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'inappropriate',
  'impersonation',
  'intellectual_property',
  'other',
] as const;

/** POST /api/reports. */
export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string().uuid(),
  reason: z.string().trim().min(1, { message: 'reasonRequired' }).max(200, { message: 'reasonRequired' }),
  details: z
    .string()
    .trim()
    .max(2000)
    .transform((value) => value || null)
    .default(null),
});
export type ReportInput = z.input<typeof reportInputSchema>;
