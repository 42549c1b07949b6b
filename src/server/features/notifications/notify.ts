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
import { deliveryAndLanguageOfEach } from './settings';
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

type NoticeInput = {
  kind: NotificationKind;
  values: Values | ((language: SupportedLanguage) => Values);
  link: string;
  /** Who caused it, for the list to name them as they are called now. */
  actorId?: string;
  /** What it is about (a service request's id), for the emails that describe or gather it. */
  subjectId?: string;
};

/** A notice's row, written in the language its recipient saved (or Atelier's first). */
function noticeRow(userId: string, savedLanguage: string | null, input: NoticeInput) {
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === savedLanguage) ?? FALLBACK_LANGUAGE;
  const values = typeof input.values === 'function' ? input.values(language) : input.values;
  const text = notificationText(input.kind, language, values);
  return {
    userId,
    type: TYPE_OF[input.kind],
    kind: input.kind,
    title: text.title,
    message: text.message.slice(0, 1000),
    link: input.link,
    actorId: input.actorId,
    textValues: values,
    subjectId: input.subjectId,
  };
}

/**
 * Stores a notification in the recipient's language and tells their open tabs, as the member chose
 * for its kind (Settings): by email at once, in a digest, only in Atelier, or not at all. All of it
 * is part of the caller's unit of work, so the notice, its email and the tabs' news commit with the
 * write that caused them, or none of them does. Values that must be translated too (a request's
 * status) are given as a function of that language.
 */
export async function notify({ db, events, jobs }: UnitOfWork, input: NoticeInput & { userId: string }) {
  const [member] = await deliveryAndLanguageOfEach(db, [input.userId], input.kind);
  if (!member || member.delivery === 'off') return;
  const { delivery, savedLanguage } = member;
  const [stored] = await db
    .insert(notifications)
    .values(noticeRow(input.userId, savedLanguage, input))
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

/**
 * The same notice told to many members at once, as `notify` tells one, in a statement for each step
 * rather than three a member: their choices and languages read together, the notices stored in one
 * insert, their mails queued in one (docs/performance.md, Writes). For the kinds mailed at once by
 * their own job: not a request's status nor a message, whose mails `notify` times.
 */
export async function notifyEach(
  { db, events, jobs }: UnitOfWork,
  input: NoticeInput & {
    userIds: string[];
    kind: Exclude<NotificationKind, 'requestStatus' | 'newMessage'>;
  },
) {
  if (input.userIds.length === 0) return;
  const told = (await deliveryAndLanguageOfEach(db, input.userIds, input.kind)).filter(
    ({ delivery }) => delivery !== 'off',
  );
  if (told.length === 0) return;
  const stored = await db
    .insert(notifications)
    .values(told.map(({ userId, savedLanguage }) => noticeRow(userId, savedLanguage, input)))
    .returning({ id: notifications.id, userId: notifications.userId });
  const mailedNow = new Set(told.filter(({ delivery }) => delivery === 'now').map(({ userId }) => userId));
  await jobs.enqueueMany(
    db,
    'notification-email',
    stored
      .filter(({ userId }) => mailedNow.has(userId))
      .map(({ id }) => ({ payload: { notificationId: id } })),
  );
  for (const { userId } of told) await events.publish(db, userId, { type: 'notifications' });
}
