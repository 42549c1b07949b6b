/**
 * What the live stream (/api/events) tells a signed-in tab. Events carry no content, only what to
 * fetch again: the tab reads the data through the API, with the same permission checks as always.
 * - ready: the stream is open (again); anything may have changed while it was not.
 * - resync: the server missed events; fetch everything again.
 * - standing: the user's bans or warnings changed.
 */
export const LIVE_EVENT_TYPES = ['ready', 'resync', 'standing'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export type LiveEvent = { type: LiveEventType };
