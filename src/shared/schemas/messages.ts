import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants';
import { authorSchema, handleParamsSchema } from './profiles';

/** A thread's page: the newest messages first on the wire, shown oldest at the top. */
export const MESSAGE_PAGE_SIZE = 50;
export const CONVERSATION_PAGE_SIZE = 30;
/** Unread counts stop counting here: the badges show '9+' and '99+' long before. */
export const UNREAD_COUNT_CAP = 100;

export const messageInputSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, { message: 'messageRequired' })
    .max(MESSAGE_MAX_LENGTH, { message: 'messageTooLong' }),
});

export const conversationIdParamsSchema = z.object({ conversationId: z.string().uuid() });
export const messageIdParamsSchema = z.object({ messageId: z.string().uuid() });
export const recipientParamsSchema = handleParamsSchema;

/**
 * Why the viewer cannot write in a conversation: the other member does not take messages from them
 * (their who-can-message choice, or a block on their side), the viewer blocked them, or their
 * account is gone. Null when the viewer may write.
 */
export const MESSAGING_REFUSALS = ['notAccepted', 'youBlocked', 'accountGone'] as const;
export type MessagingRefusal = (typeof MESSAGING_REFUSALS)[number];

/** The other member of a conversation; null once their account is gone. */
export const correspondentSchema = authorSchema.extend({
  userId: z.string().uuid(),
  /** Null when they do not show when they are online. */
  online: z.boolean().nullable(),
});
export type Correspondent = z.infer<typeof correspondentSchema>;

export const messageSchema = z.object({
  id: z.string().uuid(),
  mine: z.boolean(),
  /** Null once deleted: the thread shows a placeholder. */
  content: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deleted: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/messages/conversations/{id}/messages: newest first, keyset pages. */
export const messagePageSchema = z.object({
  items: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string().uuid(),
  other: correspondentSchema.nullable(),
  lastMessage: z
    .object({
      excerpt: z.string().nullable(),
      mine: z.boolean(),
      deleted: z.boolean(),
      createdAt: z.string(),
    })
    .nullable(),
  unreadCount: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/messages/conversations: the viewer's conversations, latest message first. */
export const conversationPageSchema = z.object({
  items: z.array(conversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** GET /api/messages/conversations/{id}: the thread's header and what the viewer may do in it. */
export const conversationSchema = z.object({
  id: z.string().uuid(),
  other: correspondentSchema.nullable(),
  refusal: z.enum(MESSAGING_REFUSALS).nullable(),
  /** When the other member last read it; null when they do not send read receipts. */
  otherLastReadAt: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/messages/with/{handle}: where a Message button leads. */
export const recipientSchema = z.object({
  conversationId: z.string().uuid().nullable(),
  other: correspondentSchema,
  refusal: z.enum(MESSAGING_REFUSALS).nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** POST /api/messages/with/{handle}: the first message made (or joined) the conversation. */
export const sentFirstMessageSchema = z.object({ conversationId: z.string().uuid(), message: messageSchema });

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

/** PUT /api/messages/viewing: which conversation a tab shows, if any, while it is visible. */
export const viewingInputSchema = z.object({
  streamId: z.string().uuid(),
  conversationId: z.string().uuid().nullable(),
});
