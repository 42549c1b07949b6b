import type { RemoteFollow } from '#shared/schemas/federation';
import { apiRequest } from '#web/lib/api-client';

/** Where the visitor's own server asks them to confirm following the member. */
export function findRemoteFollowPage(query: { handle: string; account: string }) {
  return apiRequest<RemoteFollow>(`/federation/remote-follow?${new URLSearchParams(query).toString()}`);
}
