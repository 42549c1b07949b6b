import { z } from 'zod';

/** A staff hold on a project or service, as its owner and staff see it on its page. */
export const holdSchema = z.object({ reason: z.string(), heldAt: z.string() });
export type Hold = z.infer<typeof holdSchema>;
