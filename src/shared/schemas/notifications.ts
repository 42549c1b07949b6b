import { z } from 'zod';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  NOTIFICATION_TYPES,
  type NotificationKind,
} from '../constants';

export const notificationSchema = z.object({
  id: z.string().uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: after `cursor` (the last page's `nextCursor`), or from the newest. */
export const notificationListQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/**
 * GET /api/notifications: a page of 20, newest first (the first is the panel's), the next page's
 * cursor when more follow, and how many are unread in all.
 */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ notificationId: z.string().uuid() });

/** GET and PUT /api/notifications/settings: every kind's delivery (defaults filled in). */
const delivery = z.enum(NOTIFICATION_DELIVERIES);
export const notificationSettingsSchema = z.object({
  newRequest: delivery,
  requestStatus: delivery,
  newMessage: delivery,
  projectComment: delivery,
  commentReply: delivery,
  newReview: delivery,
  newFollower: delivery,
  followRequest: delivery,
  reportResolved: delivery,
  feedbackResolved: delivery,
} satisfies Record<NotificationKind, typeof delivery>);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
/** A change to some kinds. */
export const notificationSettingsInputSchema = notificationSettingsSchema.partial().strict();

/** A digest's own unsubscribe: every kind it gathers then stays in Atelier. */
export const DIGESTS = ['dailyDigest', 'weeklyDigest'] as const;
export type Digest = (typeof DIGESTS)[number];

/**
 * The one-click unsubscribe link in a notification email (RFC 8058): whose, which kind, and the
 * server's signature over both, so it needs no sign-in and cannot be altered.
 */
export const unsubscribeQuerySchema = z.object({
  u: z.uuid(),
  k: z.enum([...NOTIFICATION_KINDS, ...DIGESTS]),
  s: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
