import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationKind, type SupportedLanguage } from '#shared/constants';
import { profiles } from '#server/db/schema/index';
import { notificationText } from '#server/i18n/texts';

/** The profile of whoever caused a notification, for a query that left-joins it on `actor_id`. */
export const actors = alias(profiles, 'actor');

/** The actor's name now: their display name, else their handle; null once the account is gone. */
export const actorNameColumn = () => sql<string | null>`coalesce(${actors.displayName}, ${actors.handle})`;

const isKind = (kind: string | null): kind is NotificationKind =>
  NOTIFICATION_KINDS.some((each) => each === kind);

/**
 * A notification's title and message as they read now: written again from its values with its
 * actor's current name, so a notice of a member who named themselves later says the name (and
 * follows a rename). The language is the recipient's, as notify chose it. A notification without an
 * actor, values or a name in its text, or whose actor is gone, keeps the text it was stored with.
 */
export function currentText(
  row: {
    kind: string | null;
    title: string;
    message: string | null;
    textValues: Record<string, string> | null;
    actorName: string | null;
  },
  language: SupportedLanguage,
): { title: string; message: string | null } {
  const { kind, textValues, actorName } = row;
  if (!isKind(kind) || !textValues || !('name' in textValues) || !actorName) {
    return { title: row.title, message: row.message };
  }
  const text = notificationText(kind, language, { ...textValues, name: actorName });
  return { title: text.title, message: text.message.slice(0, 1000) };
}
