import { z } from 'zod';
import { singleLineText } from './single-line';
import { ANNOUNCEMENT_MESSAGE_MAX_LENGTH, ANNOUNCEMENT_TITLE_MAX_LENGTH } from '../constants';
import { memberRefSchema } from './moderation';

/**
 * The Announcements tab's form (docs/product/validation.md, Announcements): both fields required, 100
 * and 500 characters at most.
 */
export const announcementInputSchema = z.object({
  title: singleLineText()
    .min(1, { message: 'announcementFieldsRequired' })
    .max(ANNOUNCEMENT_TITLE_MAX_LENGTH, { message: 'announcementTitleTooLong' }),
  message: z
    .string()
    .trim()
    .min(1, { message: 'announcementFieldsRequired' })
    .max(ANNOUNCEMENT_MESSAGE_MAX_LENGTH, { message: 'announcementMessageTooLong' }),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const announcementIdParamsSchema = z.object({
  announcementId: z.string().uuid({ message: 'invalidId' }),
});

/** POST /api/admin/announcements: the new announcement, and how many members were notified. */
export const createdAnnouncementSchema = z.object({ id: z.string().uuid(), notified: z.number().int() });

/** GET /api/admin/announcements: the latest 50, active or not, with who wrote them. */
export const announcementListSchema = z.array(
  z.object({
    id: z.string().uuid(),
    title: z.string(),
    message: z.string(),
    active: z.boolean(),
    createdAt: z.string(),
    author: memberRefSchema,
  }),
);
export type AnnouncementRow = z.infer<typeof announcementListSchema>[number];

/** GET /api/announcements: the active announcements the member has not dismissed, newest first. */
export const activeAnnouncementsSchema = z.array(
  z.object({ id: z.string().uuid(), title: z.string(), message: z.string(), createdAt: z.string() }),
);
export type ActiveAnnouncement = z.infer<typeof activeAnnouncementsSchema>[number];
