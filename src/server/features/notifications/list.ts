import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATIONS_LIST_LIMIT } from '#shared/constants';
import type { Notification, NotificationList } from '#shared/schemas/notifications';
import type { Database } from '#server/db/client';
import { afterCursor, cursorTimeOf, toPage, type PageCursor } from '#server/db/pagination';
import { notifications, profiles } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { actorNameColumn, actors, currentText } from './current-text';

/**
 * A page of a member's notifications, newest first, and how many are unread in all. The first page
 * is the panel's latest 20; /notifications reads on in keyset pages after a cursor, so a
 * notification arriving meanwhile never shifts or repeats a page.
 */
export async function readNotificationPage(
  db: Database,
  userId: string,
  cursor: PageCursor | undefined,
): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    // With the actor's name now and the recipient's language, to write each text again.
    db
      .select({
        id: notifications.id,
        cursorTime: cursorTimeOf(notifications.createdAt),
        type: notifications.type,
        kind: notifications.kind,
        title: notifications.title,
        message: notifications.message,
        link: notifications.link,
        read: notifications.read,
        createdAt: notifications.createdAt,
        textValues: notifications.textValues,
        actorName: actorNameColumn(),
        saved: savedLanguageColumn(),
      })
      .from(notifications)
      .leftJoin(profiles, eq(profiles.userId, notifications.userId))
      .leftJoin(actors, eq(actors.userId, notifications.actorId))
      .where(
        and(
          eq(notifications.userId, userId),
          cursor ? afterCursor(notifications.createdAt, notifications.id, cursor) : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      // One more than a page, only to learn whether another follows.
      .limit(NOTIFICATIONS_LIST_LIMIT + 1),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))),
  ]);
  const page = toPage(
    rows,
    (row): Notification => ({
      id: row.id,
      type: row.type as Notification['type'],
      ...currentText(row, chooseLanguage({ saved: row.saved, acceptLanguage: undefined })),
      link: row.link,
      read: row.read,
      createdAt: row.createdAt.toISOString(),
    }),
    NOTIFICATIONS_LIST_LIMIT,
  );
  return { ...page, unreadCount: unread?.value ?? 0 };
}
