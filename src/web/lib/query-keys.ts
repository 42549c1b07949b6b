// Query keys more than one feature reads or refreshes; a feature's own keys stay in its api/.
import type { QueryClient } from '@tanstack/react-query';

/**
 * The roots of the query keys that list members' public content: explore, people, profiles, the
 * landing page and services browse. Their features key their lists under these, and a write that
 * changes what a visitor sees invalidates them all (creating, editing or deleting a project or service).
 */
export const CONTENT_LIST_KEYS = {
  explore: ['explore'],
  people: ['people'],
  profile: ['profile'],
  stats: ['stats'],
  services: ['services'],
} as const;

/** A public profile: its owner's edits and its followers change it. */
export const publicProfileKey = (handle: string) =>
  [...CONTENT_LIST_KEYS.profile, handle.toLowerCase()] as const;

/** Project pages: their owner's edits, likes and staff holds change them. */
export const PROJECT_PAGES_KEY = ['project'] as const;
export const projectKey = (handle: string, slug: string) =>
  [...PROJECT_PAGES_KEY, handle.toLowerCase(), slug] as const;

/** A service's page: its owner's edits, its reviews (the rating) and staff change it. */
export const SERVICE_PAGES_KEY = ['service'] as const;
export const serviceKey = (serviceId: string) => [...SERVICE_PAGES_KEY, serviceId] as const;

/** Both sides' service requests: a new review names its request. */
export const SERVICE_REQUESTS_KEY = ['service-requests'] as const;

/** Everything messaging shows: a block hides conversations, so blocking refreshes it too. */
export const MESSAGES_KEY = ['messages'] as const;

/**
 * Every staff list under /admin: a staff action refreshes what it may have changed (a ban shows in the
 * member's page, the Bans tab and the audit log; a feedback status in its queue and the log) at once.
 */
export const ADMIN_KEY = ['admin'] as const;

export const invalidateContentLists = (queryClient: QueryClient) =>
  Promise.all(
    Object.values(CONTENT_LIST_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
