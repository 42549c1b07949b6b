import { z } from 'zod';
import { singleLineText } from './single-line';
import {
  FEEDBACK_DESCRIPTION_MAX_LENGTH,
  FEEDBACK_DESCRIPTION_MIN_LENGTH,
  FEEDBACK_STATUSES,
  FEEDBACK_TITLE_MAX_LENGTH,
  FEEDBACK_TITLE_MIN_LENGTH,
  FEEDBACK_TYPES,
} from '../constants';
import { memberRefSchema } from './moderation';
import { optionalHttpUrlSchema } from './urls';

/**
 * The /feedback form's fields (docs/product/validation.md, Feedback); the screenshot travels beside them
 * in one request.
 */
export const feedbackInputSchema = z.object({
  type: z.enum(FEEDBACK_TYPES).default('bug'),
  title: singleLineText()
    .min(FEEDBACK_TITLE_MIN_LENGTH, { message: 'feedbackTitleTooShort' })
    .max(FEEDBACK_TITLE_MAX_LENGTH, { message: 'feedbackTitleTooLong' }),
  description: z
    .string()
    .trim()
    .min(FEEDBACK_DESCRIPTION_MIN_LENGTH, { message: 'feedbackDescriptionTooShort' })
    .max(FEEDBACK_DESCRIPTION_MAX_LENGTH, { message: 'feedbackDescriptionTooLong' }),
  // null, not '': zod's default is the parsed value, and the database takes an address or nothing.
  url: optionalHttpUrlSchema.default(null),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

/** POST /api/feedback's answer: the new feedback's id. */
export const feedbackCreatedSchema = z.object({ id: z.string().uuid() });

const feedbackItemSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(FEEDBACK_TYPES),
  title: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  /** The API path that shows the screenshot to its sender and staff, or null without one. */
  screenshotPath: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
});

/** GET /api/feedback/mine: one's own feedback, newest first, with its status. */
export const myFeedbackListSchema = z.array(feedbackItemSchema);

export const feedbackIdParamsSchema = z.object({ feedbackId: z.string().uuid({ message: 'invalidId' }) });
export const feedbackListQuerySchema = z.object({
  type: z.enum(FEEDBACK_TYPES).optional(),
  status: z.enum(FEEDBACK_STATUSES).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuerySchema>;
export const feedbackStatusInputSchema = z.object({ status: z.enum(FEEDBACK_STATUSES) });

/** GET /api/admin/feedback: newest first, with who sent it. */
export const feedbackListSchema = z.array(feedbackItemSchema.extend({ sender: memberRefSchema }));
export type FeedbackRow = z.infer<typeof feedbackListSchema>[number];
