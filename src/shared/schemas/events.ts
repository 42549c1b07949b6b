/**
 * What the live stream (/api/events) tells a signed-in tab. Events carry no content, only what to
 * fetch again: the tab reads the data through the API, with the same permission checks as always.
 * - ready: the stream is open (again); anything may have changed while it was not.
 * - resync: the server missed events; fetch everything again.
 * - standing: the user's bans or warnings changed.
 * - notifications: the user has a new notification.
 * - comments: a project's comments changed (sent to every tab; those showing the project refetch).
 * - requests: a service request the user sends or receives was made, changed status or has news in
 *   its workspace (a message, a quote, a delivery, an answer).
 * - messages: a message in one of the user's conversations was sent, edited or deleted.
 * - read: one of the user's conversations was read (by them in another tab, or by the other member
 *   when they send read receipts).
 * - typing: the other member of a conversation is typing (when they show it).
 * - presence: a member the user has a conversation with came online or went offline (when they show it).
 * - announcements: staff published or deactivated an announcement (sent to every tab).
 */
export const LIVE_EVENT_TYPES = [
  'ready',
  'resync',
  'standing',
  'notifications',
  'comments',
  'requests',
  'messages',
  'read',
  'typing',
  'presence',
  'announcements',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export type LiveEvent =
  | { type: Exclude<LiveEventType, 'ready' | 'comments' | 'messages' | 'read' | 'typing' | 'presence'> }
  /** streamId names this tab's stream, for saying which conversation the tab shows. */
  | { type: 'ready'; streamId?: string }
  | { type: 'comments'; projectId: string }
  | { type: 'messages' | 'read' | 'typing'; conversationId: string }
  | { type: 'presence'; userId: string };
