// Where Atelier's ActivityPub documents live (docs/decisions/0071-federation-with-fedify.md): a member
// is named by their user id, which never changes, not by their handle, which may.
export const ACTOR_PATH = '/ap/users/{identifier}';
export const INBOX_PATH = '/ap/users/{identifier}/inbox';
export const FOLLOWERS_PATH = '/ap/users/{identifier}/followers';
export const SHARED_INBOX_PATH = '/ap/inbox';
export const POST_PATH = '/ap/projects/{id}';

/** A member's actor, by the absolute address other servers know them by. */
export const actorUrl = (publicUrl: string, userId: string) =>
  new URL(ACTOR_PATH.replace('{identifier}', userId), publicUrl).href;
