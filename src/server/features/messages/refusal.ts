import { and, eq, sql } from 'drizzle-orm';
import type { MessageId } from '#shared/messages';
import type { MessagingRefusal } from '#shared/schemas/messages';
import type { Database } from '#server/db/client';
import { follows, profiles, users } from '#server/db/schema/index';
import { blockedBy } from '#server/policy/blocks';
import { AppError } from '#server/errors';

/**
 * Why the sender may not write to the recipient, or null when they may
 * (docs/product/roles-and-permissions.md, Message privacy, and blocks): the recipient's who-can-message
 * choice (everyone; 'followers', meaning the people the recipient follows; none), a block either way, or
 * an account that is gone.
 */
export async function messagingRefusal(
  db: Database,
  senderId: string,
  recipientId: string | null,
): Promise<MessagingRefusal | null> {
  if (!recipientId) return 'accountGone';
  const [recipient] = await db
    .select({
      whoCanMessage: sql<string>`coalesce(${profiles.privacySettings}->>'who_can_message', 'everyone')`,
      youBlocked: blockedBy(senderId, recipientId),
      theyBlocked: blockedBy(recipientId, senderId),
      theyFollow: sql<boolean>`exists (select 1 from ${follows} where ${and(eq(follows.followerId, recipientId), eq(follows.followingId, senderId))})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, recipientId));
  if (!recipient) return 'accountGone';
  if (recipient.youBlocked) return 'youBlocked';
  if (recipient.theyBlocked) return 'notAccepted';
  if (recipient.whoCanMessage === 'none') return 'notAccepted';
  if (recipient.whoCanMessage === 'followers' && !recipient.theyFollow) return 'notAccepted';
  return null;
}

const REFUSAL_MESSAGES: Record<MessagingRefusal, MessageId> = {
  notAccepted: 'messagesNotAccepted',
  youBlocked: 'youBlockedMember',
  accountGone: 'accountGone',
};

/**
 * Refuses a sender whose profile has no handle or no display name: the recipient (and their
 * notification and email) would be told of a message from no one. The web composer asks for the
 * name inline before it sends.
 */
export async function refuseNamelessSender(db: Database, senderId: string) {
  const [sender] = await db
    .select({ handle: profiles.handle, displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, senderId));
  if (!sender?.handle || !sender.displayName) throw new AppError('validation_failed', 'nameRequired');
}

/** Refuses a message the recipient does not take from the sender: nothing is stored or delivered. */
export async function refuseUnwelcomeMessage(db: Database, senderId: string, recipientId: string | null) {
  const refusal = await messagingRefusal(db, senderId, recipientId);
  if (refusal) throw new AppError('forbidden', REFUSAL_MESSAGES[refusal]);
}
