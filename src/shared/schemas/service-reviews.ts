import { z } from 'zod';
import { authorSchema } from './profiles';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../constants';

/** POST /api/service-requests/{id}/review and PUT /api/reviews/{id}. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ message: 'ratingRequired' })
    .int({ message: 'ratingRequired' })
    .min(REVIEW_RATING_MIN, { message: 'ratingRequired' })
    .max(REVIEW_RATING_MAX, { message: 'ratingRequired' }),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, { message: 'reviewCommentTooLong' })
    .transform((value) => value || null)
    .default(null),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.string().uuid(),
  serviceRequestId: z.string().uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewer: authorSchema.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/services/{id}/reviews: newest first. */
export const reviewListSchema = z.array(reviewSchema);
export const reviewIdParamsSchema = z.object({ reviewId: z.string().uuid() });
