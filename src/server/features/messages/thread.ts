import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  MESSAGE_PAGE_SIZE,
  UNREAD_COUNT_CAP,
  type Message,
  type MessagePage,
} from '#shared/schemas/messages';
import type { Database } from '#server/db/client';
import { afterCursor, cursorTimeOf, toPage, type PageCursor } from '#server/db/pagination';
import {
  conversationParticipants,
  conversations,
  messages,
  notifications,
  profiles,
} from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { blockBetween } from '#server/policy/blocks';
import { notify } from '#server/features/notifications/index';
import { unitOfWork, type UnitOfWork } from '#server/jobs/unit-of-work';
import {
  findOrCreateConversation,
  participationOrThrow,
  readableParticipationOrThrow,
  recipientOrThrow,
  unreadBy,
} from './conversations';
import { isViewing } from '#server/presence/index';
import { refuseNamelessSender, refuseUnwelcomeMessage } from './refusal';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;
type MessageRow = typeof messages.$inferSelect;

const conversationLink = (conversationId: string) => `/messages?conversation=${conversationId}`;

function toMessage(row: MessageRow, viewerId: string): Message {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    mine: row.senderId === viewerId,
    content: deleted ? null : row.content,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted,
  };
}

/** A page of a thread, newest first; the index on (conversation, created_at, id) serves any depth alike. */
export async function listMessages(
  db: Database,
  viewerId: string,
  conversationId: string,
  cursor: PageCursor | undefined,
): Promise<MessagePage> {
  await readableParticipationOrThrow(db, conversationId, viewerId);
  const rows = await db
    .select({ message: messages, id: messages.id, cursorTime: cursorTimeOf(messages.createdAt) })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        cursor ? afterCursor(messages.createdAt, messages.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  return toPage(rows, ({ message }) => toMessage(message, viewerId), MESSAGE_PAGE_SIZE);
}

/** Tells every open tab of both members that the conversation's messages changed. */
async function publishToBoth(
  { db, events }: Context,
  conversationId: string,
  userIds: Array<string | null>,
  type: 'messages' | 'read',
) {
  for (const userId of userIds) if (userId) await events.publish(db, userId, { type, conversationId });
}

/**
 * A notification of type message for a recipient who is not looking at the conversation: one per
 * conversation until they read it, not one per message.
 */
async function notifyRecipient(
  unit: UnitOfWork,
  senderId: string,
  recipientId: string,
  conversationId: string,
) {
  const { db } = unit;
  const link = conversationLink(conversationId);
  const [waiting] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, recipientId),
        eq(notifications.type, 'message'),
        eq(notifications.link, link),
        eq(notifications.read, false),
      ),
    )
    .limit(1);
  if (waiting || (await isViewing(db, recipientId, conversationId))) return;
  const [sender] = await db
    .select({ handle: profiles.handle, displayName: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, senderId));
  const name = sender?.displayName ?? (sender?.handle ? `@${sender.handle}` : '');
  await notify(unit, {
    userId: recipientId,
    kind: 'newMessage',
    values: { name },
    link,
    actorId: senderId,
  });
}

/** Stores a message the recipient takes from the sender, and delivers it to both members' tabs. */
async function deliver(
  context: Context,
  senderId: string,
  recipientId: string,
  conversationId: string,
  content: string,
): Promise<Message> {
  const message = await unitOfWork(context, async (unit) => {
    const tx = unit.db;
    const [row] = await tx.insert(messages).values({ conversationId, senderId, content }).returning();
    if (!row) throw new Error('message insert returned no row');
    await tx
      .update(conversations)
      .set({ updatedAt: row.createdAt })
      .where(eq(conversations.id, conversationId));
    // Writing in a thread is reading it up to there.
    await tx
      .update(conversationParticipants)
      .set({ lastReadAt: row.createdAt })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, senderId),
        ),
      );
    await publishToBoth(unit, conversationId, [senderId, recipientId], 'messages');
    await notifyRecipient(unit, senderId, recipientId, conversationId);
    return row;
  });
  return toMessage(message, senderId);
}

/** POST /api/messages/conversations/{id}/messages: a message into an existing conversation. */
export async function sendMessage(
  context: Context,
  senderId: string,
  conversationId: string,
  content: string,
) {
  const { otherId } = await participationOrThrow(context.db, conversationId, senderId);
  await refuseNamelessSender(context.db, senderId);
  await refuseUnwelcomeMessage(context.db, senderId, otherId);
  if (!otherId) throw new AppError('forbidden', 'accountGone');
  return deliver(context, senderId, otherId, conversationId, content);
}

/** POST /api/messages/with/{handle}: the first message to someone makes (or joins) the pair's conversation. */
export async function sendFirstMessage(context: Context, senderId: string, handle: string, content: string) {
  const recipient = await recipientOrThrow(context.db, senderId, handle);
  await refuseNamelessSender(context.db, senderId);
  await refuseUnwelcomeMessage(context.db, senderId, recipient.userId);
  const conversationId = await context.db.transaction((tx) =>
    findOrCreateConversation(tx, senderId, recipient.userId),
  );
  const message = await deliver(context, senderId, recipient.userId, conversationId, content);
  return { conversationId, message };
}

/** The viewer's own message, live (not deleted); 404 for a thread they are not in, 403 for another's message. */
async function ownMessageOrThrow(db: Database, viewerId: string, messageId: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  if (!row || row.deletedAt) throw new AppError('not_found', 'messageNotFound');
  const { otherId, blocked } = await participationOrThrow(db, row.conversationId, viewerId).catch(() => {
    throw new AppError('not_found', 'messageNotFound');
  });
  if (row.senderId !== viewerId) throw new AppError('forbidden', 'onlySenderChangesMessage');
  // Across a block, the other member hears nothing of the thread.
  return { row, otherId, otherToTell: blocked ? null : otherId };
}

/** Edits the sender's own message; the thread shows it as edited. */
export async function editMessage(context: Context, viewerId: string, messageId: string, content: string) {
  const { row, otherId } = await ownMessageOrThrow(context.db, viewerId, messageId);
  await refuseUnwelcomeMessage(context.db, viewerId, otherId);
  const [updated] = await unitOfWork(context, async (unit) => {
    const tx = unit.db;
    const result = await tx
      .update(messages)
      .set({ content, editedAt: sql`now()` })
      .where(eq(messages.id, messageId))
      .returning();
    await publishToBoth(unit, row.conversationId, [viewerId, otherId], 'messages');
    return result;
  });
  if (!updated) throw new AppError('not_found', 'messageNotFound');
  return toMessage(updated, viewerId);
}

/** Deletes the sender's own message: its text is gone, a placeholder keeps its place in the thread. */
export async function deleteMessage(context: Context, viewerId: string, messageId: string) {
  const { row, otherToTell } = await ownMessageOrThrow(context.db, viewerId, messageId);
  await unitOfWork(context, async (unit) => {
    const tx = unit.db;
    // The text is kept until the row goes (the check needs one character), but never shown again.
    await tx
      .update(messages)
      .set({ deletedAt: sql`now()` })
      .where(eq(messages.id, messageId));
    await publishToBoth(unit, row.conversationId, [viewerId, otherToTell], 'messages');
  });
}

/**
 * Opening a thread reads it: last_read_at becomes now, its message notifications are read, the
 * reader's other tabs update their badges, and the other member learns it if the reader sends
 * read receipts.
 */
export async function markRead(context: Context, readerId: string, conversationId: string) {
  const { otherId, blocked } = await readableParticipationOrThrow(context.db, conversationId, readerId);
  await unitOfWork(context, async (unit) => {
    const tx = unit.db;
    await tx
      .update(conversationParticipants)
      .set({ lastReadAt: sql`now()` })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, readerId),
        ),
      );
    const readNotices = await tx
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          eq(notifications.userId, readerId),
          eq(notifications.type, 'message'),
          eq(notifications.link, conversationLink(conversationId)),
          eq(notifications.read, false),
        ),
      )
      .returning({ id: notifications.id });
    const [reader] = await tx
      .select({
        receipts: sql<boolean>`coalesce((${profiles.privacySettings}->>'read_receipts')::boolean, true)`,
      })
      .from(profiles)
      .where(eq(profiles.userId, readerId));
    // Read receipts go to the other member while the reader sends them, and never across a block.
    const receiptTo = reader?.receipts && !blocked ? otherId : null;
    await publishToBoth(unit, conversationId, [readerId, receiptTo], 'read');
    if (readNotices.length > 0) await context.events.publish(tx, readerId, { type: 'notifications' });
  });
}

/** "… is typing": sent to the other member's tabs only when the typer shows it; nothing is stored. */
export async function signalTyping({ db, events }: Context, typerId: string, conversationId: string) {
  const { otherId } = await participationOrThrow(db, conversationId, typerId);
  if (!otherId) return;
  const [typer] = await db
    .select({
      shows: sql<boolean>`coalesce((${profiles.privacySettings}->>'typing_indicators')::boolean, true)`,
    })
    .from(profiles)
    .where(eq(profiles.userId, typerId));
  if (!typer?.shows) return;
  // A blocked member, or one the other does not take messages from, is not seen typing either.
  const refused = await refuseUnwelcomeMessage(db, typerId, otherId).then(
    () => false,
    () => true,
  );
  if (!refused) await events.publish(db, otherId, { type: 'typing', conversationId });
}

/** The user's unread messages in all their conversations (not with a blocked member), up to the cap. */
export async function countUnread(db: Database, userId: string) {
  const unread = db
    .select({ id: messages.id })
    .from(conversationParticipants)
    .innerJoin(messages, eq(messages.conversationId, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.userId, userId),
        unreadBy(userId, conversationParticipants.lastReadAt),
        sql`not ${blockBetween(userId, messages.senderId)}`,
      ),
    )
    .limit(UNREAD_COUNT_CAP)
    .as('unread');
  const [row] = await db.select({ count: count() }).from(unread);
  return row?.count ?? 0;
}
