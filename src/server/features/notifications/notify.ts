import {
  FALLBACK_LANGUAGE,
  MESSAGE_EMAIL_DELAY_MINUTES,
  SUPPORTED_LANGUAGES,
  type NOTIFICATION_TYPES,
  type NotificationKind,
  type SupportedLanguage,
} from '#shared/constants';
import { sql } from 'drizzle-orm';
import type { UnitOfWork } from '#server/jobs/unit-of-work';
import { notifications } from '#server/db/schema/index';
import { notificationText } from '#server/i18n/texts';
import { deliveryAndLanguageOf } from './settings';
import { queueRequestStatusEmail } from './request-status-email';

const TYPE_OF: Record<NotificationKind, (typeof NOTIFICATION_TYPES)[number]> = {
  newFollower: 'new_follower',
  followRequest: 'new_follower',
  projectComment: 'other',
  commentReply: 'other',
  newRequest: 'order',
  requestStatus: 'order',
  newReview: 'order',
  newMessage: 'message',
  reportResolved: 'other',
  feedbackResolved: 'other',
};

type Values = Record<string, string>;

/**
 * Stores a notification in the recipient's language and tells their open tabs, as the member chose
 * for its kind (Settings): by email at once, in a digest, only in Atelier, or not at all. All of it
 * is part of the caller's unit of work, so the notice, its email and the tabs' news commit with the
 * write that caused them, or none of them does. Values that must be translated too (a request's
 * status) are given as a function of that language.
 */
export async function notify(
  { db, events, jobs }: UnitOfWork,
  input: {
    userId: string;
    kind: NotificationKind;
    values: Values | ((language: SupportedLanguage) => Values);
    link: string;
    /** Who caused it, for the list to name them as they are called now. */
    actorId?: string;
    /** What it is about (a service request's id), for the emails that describe or gather it. */
    subjectId?: string;
  },
) {
  const { delivery, savedLanguage: saved } = await deliveryAndLanguageOf(db, input.userId, input.kind);
  if (delivery === 'off') return;
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === saved) ?? FALLBACK_LANGUAGE;
  const values = typeof input.values === 'function' ? input.values(language) : input.values;
  const text = notificationText(input.kind, language, values);
  const [stored] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: TYPE_OF[input.kind],
      kind: input.kind,
      title: text.title,
      message: text.message.slice(0, 1000),
      link: input.link,
      actorId: input.actorId,
      textValues: values,
      subjectId: input.subjectId,
    })
    .returning({ id: notifications.id, createdAt: sql<string>`${notifications.createdAt}::text` });
  if (stored && delivery === 'now' && input.kind === 'requestStatus' && input.subjectId) {
    // A request's status changes within a window are mailed as one (decision 44, window in config).
    await queueRequestStatusEmail(db, jobs, {
      userId: input.userId,
      requestId: input.subjectId,
      since: stored.createdAt,
    });
  } else if (stored && delivery === 'now') {
    // A message is mailed only if it is still unread, with Atelier closed, some minutes later.
    const startAfter =
      input.kind === 'newMessage' ? new Date(Date.now() + MESSAGE_EMAIL_DELAY_MINUTES * 60_000) : undefined;
    await jobs.enqueue(
      db,
      'notification-email',
      { notificationId: stored.id },
      startAfter ? { startAfter } : {},
    );
  }
  await events.publish(db, input.userId, { type: 'notifications' });
}
