import { z } from 'zod';

/** POST /api/client-events/not-found: the web app reports a path that matched no screen. */
export const notFoundReportSchema = z.object({
  path: z.string().min(1).max(2048),
});
export type NotFoundReport = z.infer<typeof notFoundReportSchema>;
