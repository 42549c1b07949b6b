import { z } from 'zod';
import { authorSchema } from './profiles';

/** GET /api/blocks: the members the viewer blocked, latest first (Settings lists them). */
export const blockedMemberSchema = authorSchema.extend({ blockedAt: z.string() });
export const blockListSchema = z.array(blockedMemberSchema);
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
