import {
  FALLBACK_LANGUAGE,
  SUPPORTED_LANGUAGES,
  type NOTIFICATION_TYPES,
  type SupportedLanguage,
} from '@shared/constants';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { EventHub } from '../../events/event-hub';
import { findSavedLanguage } from '../../i18n/saved-language';
import { notificationText, type NotificationKind } from '../../i18n/texts';

const TYPE_OF: Record<NotificationKind, (typeof NOTIFICATION_TYPES)[number]> = {
  newFollower: 'new_follower',
  projectComment: 'other',
  newRequest: 'order',
  requestStatus: 'order',
  newReview: 'order',
  newMessage: 'message',
  reportResolved: 'other',
  feedbackResolved: 'other',
};

type Values = Record<string, string>;

/**
 * Stores a notification in the recipient's language and tells their open tabs. Values that must be
 * translated too (a request's status) are given as a function of that language.
 */
export async function notify(
  db: Database,
  events: EventHub,
  input: {
    userId: string;
    kind: NotificationKind;
    values: Values | ((language: SupportedLanguage) => Values);
    link: string;
  },
) {
  const saved = await findSavedLanguage(db, input.userId);
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === saved) ?? FALLBACK_LANGUAGE;
  const values = typeof input.values === 'function' ? input.values(language) : input.values;
  const text = notificationText(input.kind, language, values);
  await db.insert(notifications).values({
    userId: input.userId,
    type: TYPE_OF[input.kind],
    title: text.title,
    message: text.message.slice(0, 1000),
    link: input.link,
  });
  await events.publish(db, input.userId, { type: 'notifications' });
}
