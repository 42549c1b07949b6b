/**
 * What the live stream (/api/events) tells a signed-in tab. Events carry no content, only what to
 * fetch again: the tab reads the data through the API, with the same permission checks as always.
 * - ready: the stream is open (again); anything may have changed while it was not.
 * - resync: the server missed events; fetch everything again.
 * - standing: the user's bans or warnings changed.
 * - notifications: the user has a new notification.
 * - comments: a project's comments changed (sent to every tab; those showing the project refetch).
 * - requests: a service request the user sends or receives was made or changed status.
 */
export const LIVE_EVENT_TYPES = [
  'ready',
  'resync',
  'standing',
  'notifications',
  'comments',
  'requests',
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export type LiveEvent =
  { type: Exclude<LiveEventType, 'comments'> } | { type: 'comments'; projectId: string };
