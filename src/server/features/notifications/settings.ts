import { eq, type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_DELIVERY,
  NOTIFICATION_KINDS,
  type NotificationDelivery,
  type NotificationKind,
} from '#shared/constants';
import type { NotificationSettings, UnsubscribeQuery } from '#shared/schemas/notifications';
import type { Database } from '#server/db/client';
import { notificationSettings, profiles, users } from '#server/db/schema/index';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { AppError } from '#server/errors';
import { isSignedLink } from '#server/security/signed-links';

/** Every kind's delivery for the member: their choice, or the default. */
export async function readNotificationSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const rows = await db
    .select({ kind: notificationSettings.kind, delivery: notificationSettings.delivery })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery as NotificationDelivery]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_NOTIFICATION_DELIVERY[kind]]),
  ) as NotificationSettings;
}

/** Saves the kinds given; the others keep what they were. */
export async function saveNotificationSettings(
  db: Database,
  userId: string,
  changes: Partial<NotificationSettings>,
) {
  const rows = Object.entries(changes).map(([kind, delivery]) => ({ userId, kind, delivery }));
  if (rows.length === 0) return;
  await db
    .insert(notificationSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { delivery: sql`excluded.delivery` },
    });
}

/**
 * The delivery a member chose for a kind, null where they kept its default (`deliveryOrDefault`):
 * read in the statement that needs it, rather than by a round trip of its own.
 */
export const chosenDelivery = (userId: SQL, kind: SQL) =>
  sql<string | null>`(select ${notificationSettings.delivery} from ${notificationSettings}
    where ${notificationSettings.userId} = ${userId} and ${notificationSettings.kind} = ${kind})`;

export const deliveryOrDefault = (chosen: string | null | undefined, kind: NotificationKind) =>
  (chosen as NotificationDelivery | null | undefined) ?? DEFAULT_NOTIFICATION_DELIVERY[kind];

/**
 * How one kind reaches each member, and the language they saved (a notice is written in it), in one
 * statement however many are told: a notice is owed by many writes, and each round trip costs them
 * (docs/performance.md). In the order the members were given.
 */
export async function deliveryAndLanguageOfEach(
  db: Database,
  userIds: string[],
  kind: NotificationKind,
): Promise<{ userId: string; delivery: NotificationDelivery; savedLanguage: string | null }[]> {
  const result = (await db.execute(
    sql`select member.id as "userId",
               ${chosenDelivery(sql`member.id`, sql`${kind}`)} as delivery,
               (select ${savedLanguageColumn()} from ${profiles} where ${profiles.userId} = member.id limit 1) as language
        from unnest(${sql.param(userIds)}::uuid[]) with ordinality as member(id, place)
        order by member.place`,
  )) as { rows: { userId: string; delivery: string | null; language: string | null }[] };
  return result.rows.map((row) => ({
    userId: row.userId,
    delivery: deliveryOrDefault(row.delivery, kind),
    savedLanguage: row.language,
  }));
}

/** How one kind reaches the member. */
export async function deliveryFor(
  db: Database,
  userId: string,
  kind: NotificationKind,
): Promise<NotificationDelivery> {
  const result = (await db.execute(
    sql`select ${chosenDelivery(sql`${userId}::uuid`, sql`${kind}`)} as delivery`,
  )) as { rows: { delivery: string | null }[] };
  return deliveryOrDefault(result.rows[0]?.delivery, kind);
}

/**
 * The one-click unsubscribe (RFC 8058): the signed link's kind (or every kind its digest gathers)
 * stops coming by email and stays in Atelier. The signature is the only authority: no session, and a link altered in any part is refused.
 */
export async function unsubscribe(db: Database, { u: userId, k: kind, s: signature }: UnsubscribeQuery) {
  if (!(await isSignedLink(db, [userId, kind], signature)))
    throw new AppError('validation_failed', 'invalidLink');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  // The account is gone: there is nothing left to mail.
  if (!user) return;
  if (kind === 'dailyDigest' || kind === 'weeklyDigest') {
    const period = kind === 'dailyDigest' ? 'daily' : 'weekly';
    const current = await readNotificationSettings(db, userId);
    const gathered = NOTIFICATION_KINDS.filter((each) => current[each] === period);
    await saveNotificationSettings(db, userId, Object.fromEntries(gathered.map((each) => [each, 'app'])));
    return;
  }
  await saveNotificationSettings(db, userId, { [kind]: 'app' });
}
