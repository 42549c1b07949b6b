import { z } from 'zod';

/** GET /api/config: the operator's settings the web app needs at run time. */
export const publicConfigSchema = z.object({
  adsClientId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
