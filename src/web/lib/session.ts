// The session is the app's, not one feature's: every screen reads who is signed in, and signing
// in, out or onboarding changes it for all of them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { sessionResponseSchema } from '#shared/schemas/auth';
import { i18n } from '#web/i18n/instance';
import { type Answer, apiRequest } from './api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

export const getSession = () => apiRequest<Answer<typeof sessionResponseSchema>>('/auth/session');

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: getSession,
  staleTime: 60_000,
});

/** Who is signed in: `user` is null for a visitor; `isPending` until the first answer. */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, isPending: query.isPending };
}

/**
 * Re-reads the session after signing in, verifying or onboarding. A read still in flight was sent
 * with the old cookie, so it is cancelled rather than awaited (invalidation would reuse it). A
 * member's tools may show any text: the rest of the language starts loading (i18n/locale-parts.ts).
 */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    const session = await getSession();
    if (session.user) void i18n.loadPart('rest').catch(() => undefined);
    queryClient.setQueryData(SESSION_QUERY_KEY, session);
  };
}

/** Forgets the signed-in user here, and everything cached for them. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  };
}

/** Signs out; the local session is cleared even if the server could not be reached. */
export function useSignOut() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: () => apiRequest('/auth/sign-out', { method: 'POST' }).catch(() => undefined),
    onSettled: forget,
  });
}
