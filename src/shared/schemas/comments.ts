import { z } from 'zod';
import { authorSchema } from './profiles';
import { COMMENT_MAX_LENGTH } from '../constants';

export const commentInputSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, { message: 'commentRequired' })
    .max(COMMENT_MAX_LENGTH, { message: 'commentTooLong' }),
});

export const commentSchema = z.object({
  id: z.string().uuid(),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Null once the author's account is gone: shown as 'Unknown User'. */
  author: authorSchema.nullable(),
  /**
   * For a reply from an account on another server (whose author is null): its name, its address
   * (`name@server`) and its profile page there, each as its server gave them, null where it gave none.
   */
  remoteAuthor: z
    .object({
      name: z.string().nullable(),
      address: z.string().nullable(),
      url: z.string().nullable(),
      /** Atelier's own copy of its picture, null until one is made (never the other server's). */
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListSchema = z.array(commentSchema);
export const commentIdParamsSchema = z.object({ commentId: z.string().uuid() });
