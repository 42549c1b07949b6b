import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type NOTIFICATION_TYPES } from '@shared/constants';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { EventHub } from '../../events/event-hub';
import { interpolate } from '../../mail/email-texts';
import { findSavedLanguage } from '../../mail/saved-language';
import { NOTIFICATION_TEXTS, type NotificationKind } from './texts';

const TYPE_OF: Record<NotificationKind, (typeof NOTIFICATION_TYPES)[number]> = {
  newFollower: 'new_follower',
  projectComment: 'other',
};

/** Stores a notification in the recipient's language and tells their open tabs. */
export async function notify(
  db: Database,
  events: EventHub,
  input: { userId: string; kind: NotificationKind; values: Record<string, string>; link: string },
) {
  const saved = await findSavedLanguage(db, input.userId);
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === saved) ?? FALLBACK_LANGUAGE;
  const text = NOTIFICATION_TEXTS[language][input.kind];
  await db.insert(notifications).values({
    userId: input.userId,
    type: TYPE_OF[input.kind],
    title: text.title,
    message: interpolate(text.message, input.values).slice(0, 1000),
    link: input.link,
  });
  await events.publish(db, input.userId, { type: 'notifications' });
}
