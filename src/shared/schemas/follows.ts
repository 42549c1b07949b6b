import { z } from 'zod';

/** PUT and DELETE /api/profiles/{handle}/follow answer the new state. */
export const followStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int().nonnegative(),
});
export type FollowState = z.infer<typeof followStateSchema>;
