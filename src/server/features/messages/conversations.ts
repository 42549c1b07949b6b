import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CONVERSATION_PAGE_SIZE,
  UNREAD_COUNT_CAP,
  type Conversation,
  type ConversationPage,
  type Correspondent,
  type Recipient,
} from '#shared/schemas/messages';
import type { Database } from '#server/db/client';
import { afterCursor, cursorTimeOf, toPage, type PageCursor } from '#server/db/pagination';
import { conversationParticipants, conversations, messages, profiles } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { blockBetween, blockedBy } from '#server/policy/blocks';
import { findVisibleProfile } from '#server/features/profiles/index';
import { pairKeyOf } from './pair-key';
import { isOnline } from '#server/presence/index';
import { messagingRefusal } from './refusal';

// What the list shows of the last message.
const EXCERPT_LENGTH = 120;

const mine = alias(conversationParticipants, 'mine');
const theirs = alias(conversationParticipants, 'theirs');

const privacyFlag = (key: string) =>
  sql<boolean>`coalesce((${profiles.privacySettings}->>${key})::boolean, true)`;

// The other member as the list and the thread header show the viewer them; joined on `theirs`.
const correspondentColumns = (viewerId: string) => ({
  otherId: theirs.userId,
  handle: profiles.handle,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  showsOnline: privacyFlag('show_online_status'),
  online: isOnline(theirs.userId),
  blocked: blockBetween(viewerId, theirs.userId),
});

type CorrespondentRow = {
  otherId: string | null;
  handle: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  showsOnline: boolean | null;
  online: boolean;
  blocked: boolean;
};

function toCorrespondent(row: CorrespondentRow): Correspondent | null {
  if (!row.otherId || !row.handle) return null;
  return {
    userId: row.otherId,
    handle: row.handle,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    // Neither side of a block sees whether the other is there.
    online: row.showsOnline && !row.blocked ? row.online : null,
  };
}

/**
 * Unread: the other member's messages after the reader's last read, not deleted (docs/product/states.md,
 * Conversations).
 */
export const unreadBy = (readerId: string, lastReadAt: AnyPgColumn) =>
  and(
    sql`${messages.senderId} is distinct from ${readerId}`,
    sql`${messages.deletedAt} is null`,
    sql`(${lastReadAt} is null or ${messages.createdAt} > ${lastReadAt})`,
  );

/**
 * The viewer's conversations, latest message first, in keyset pages; conversations with a member
 * either of them blocked are left out.
 */
export async function listConversations(
  db: Database,
  viewerId: string,
  cursor: PageCursor | undefined,
): Promise<ConversationPage> {
  const rows = await db
    .select({
      id: conversations.id,
      updatedAt: conversations.updatedAt,
      cursorTime: cursorTimeOf(conversations.updatedAt),
      ...correspondentColumns(viewerId),
      lastMessage: sql<{
        excerpt: string | null;
        senderId: string | null;
        deleted: boolean;
        createdAt: string;
      } | null>`(
        select json_build_object(
          'excerpt', case when ${messages.deletedAt} is null then left(${messages.content}, ${EXCERPT_LENGTH}) end,
          'senderId', ${messages.senderId},
          'deleted', ${messages.deletedAt} is not null,
          'createdAt', ${messages.createdAt})
        from ${messages} where ${messages.conversationId} = ${conversations.id}
        order by ${messages.createdAt} desc, ${messages.id} desc limit 1)`,
      unreadCount: sql<number>`(
        select count(*)::int from (
          select 1 from ${messages}
          where ${messages.conversationId} = ${conversations.id} and ${unreadBy(viewerId, mine.lastReadAt)}
          limit ${UNREAD_COUNT_CAP}) as unread)`,
    })
    .from(mine)
    .innerJoin(conversations, eq(conversations.id, mine.conversationId))
    .leftJoin(theirs, and(eq(theirs.conversationId, mine.conversationId), ne(theirs.userId, viewerId)))
    .leftJoin(profiles, eq(profiles.userId, theirs.userId))
    .where(
      and(
        eq(mine.userId, viewerId),
        sql`not ${blockBetween(viewerId, theirs.userId)}`,
        cursor ? afterCursor(conversations.updatedAt, conversations.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(CONVERSATION_PAGE_SIZE + 1);
  return toPage(
    rows,
    (row) => ({
      id: row.id,
      other: toCorrespondent(row),
      lastMessage: row.lastMessage && {
        excerpt: row.lastMessage.excerpt,
        mine: row.lastMessage.senderId === viewerId,
        deleted: row.lastMessage.deleted,
        createdAt: new Date(row.lastMessage.createdAt).toISOString(),
      },
      unreadCount: row.unreadCount,
      updatedAt: row.updatedAt.toISOString(),
    }),
    CONVERSATION_PAGE_SIZE,
  );
}

/**
 * The viewer's side of a conversation, who the other member is and whether a block stands between
 * them; a 404 for anyone else.
 */
export async function participationOrThrow(db: Database, conversationId: string, viewerId: string) {
  const [row] = await db
    .select({
      lastReadAt: mine.lastReadAt,
      otherId: theirs.userId,
      blocked: blockBetween(viewerId, theirs.userId),
      blockedByOther: blockedBy(theirs.userId, viewerId),
    })
    .from(mine)
    .leftJoin(theirs, and(eq(theirs.conversationId, mine.conversationId), ne(theirs.userId, viewerId)))
    .where(and(eq(mine.conversationId, conversationId), eq(mine.userId, viewerId)));
  if (!row) throw new AppError('not_found', 'conversationNotFound');
  return row;
}

/**
 * A conversation the viewer may read: theirs, and not with a member who blocked them. The blocker
 * keeps the thread (and staff reach it through a report); the blocked member no longer reads it.
 */
export async function readableParticipationOrThrow(db: Database, conversationId: string, viewerId: string) {
  const participation = await participationOrThrow(db, conversationId, viewerId);
  if (participation.blockedByOther) throw new AppError('forbidden', 'blockedByMember');
  return participation;
}

/** A thread's header: who the other member is, whether the viewer may write, and read receipts. */
export async function getConversation(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<Conversation> {
  await readableParticipationOrThrow(db, conversationId, viewerId);
  const [row] = await db
    .select({
      ...correspondentColumns(viewerId),
      otherLastReadAt: theirs.lastReadAt,
      sendsReceipts: privacyFlag('read_receipts'),
    })
    .from(mine)
    .leftJoin(theirs, and(eq(theirs.conversationId, mine.conversationId), ne(theirs.userId, viewerId)))
    .leftJoin(profiles, eq(profiles.userId, theirs.userId))
    .where(and(eq(mine.conversationId, conversationId), eq(mine.userId, viewerId)));
  if (!row) throw new AppError('not_found', 'conversationNotFound');
  return {
    id: conversationId,
    other: toCorrespondent(row),
    refusal: await messagingRefusal(db, viewerId, row.otherId),
    otherLastReadAt: row.sendsReceipts && !row.blocked ? (row.otherLastReadAt?.toISOString() ?? null) : null,
  };
}

/** The member behind a handle, as someone about to message them sees them. */
export async function recipientOrThrow(db: Database, viewerId: string, handle: string) {
  const found = await findVisibleProfile(db, handle);
  if (!found) throw new AppError('not_found', 'profileNotFound');
  const { profile } = found;
  if (profile.userId === viewerId) throw new AppError('validation_failed', 'cannotMessageYourself');
  return profile;
}

/** Where a profile's Message button leads: the pair's conversation if there is one, and whether the viewer may write. */
export async function getRecipient(db: Database, viewerId: string, handle: string): Promise<Recipient> {
  const profile = await recipientOrThrow(db, viewerId, handle);
  const [[existing], [presence], refusal] = await Promise.all([
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.pairKey, pairKeyOf(viewerId, profile.userId))),
    db
      .select({
        showsOnline: privacyFlag('show_online_status'),
        online: isOnline(profiles.userId),
        blocked: blockBetween(viewerId, profiles.userId),
      })
      .from(profiles)
      .where(eq(profiles.userId, profile.userId)),
    messagingRefusal(db, viewerId, profile.userId),
  ]);
  return {
    conversationId: existing?.id ?? null,
    other: {
      userId: profile.userId,
      handle: profile.handle ?? handle,
      displayName: profile.displayName,
      avatarUrl: profile.avatarUrl,
      online: presence?.showsOnline && !presence.blocked ? presence.online : null,
    },
    refusal,
  };
}

/**
 * The pair's one conversation, made with both participants if it does not exist yet. Two first
 * messages at once both land in it: the second insert meets the pair key, waits for the first
 * transaction, and then finds its row.
 */
export async function findOrCreateConversation(db: Database, userId: string, otherId: string) {
  const pairKey = pairKeyOf(userId, otherId);
  const [created] = await db
    .insert(conversations)
    .values({ pairKey })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning({ id: conversations.id });
  if (created) {
    await db.insert(conversationParticipants).values([
      { conversationId: created.id, userId },
      { conversationId: created.id, userId: otherId },
    ]);
    return created.id;
  }
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey));
  if (!existing) throw new Error('conversation pair key conflicted but no row was found');
  return existing.id;
}
