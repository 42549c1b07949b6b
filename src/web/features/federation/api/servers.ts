import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { REMOTE_SERVER_STATUSES, RemoteServerList } from '#shared/schemas/federation';
import { apiRequest } from '#web/lib/api-client';
import { ADMIN_KEY } from '#web/lib/query-keys';

const SERVERS_KEY = [...ADMIN_KEY, 'federation', 'servers'] as const;

/** The servers Atelier federates with, by name, a page at a time (owner and admin). */
export function useRemoteServers() {
  return useInfiniteQuery({
    queryKey: SERVERS_KEY,
    queryFn: ({ pageParam }) =>
      apiRequest<RemoteServerList>(
        `/admin/federation/servers${pageParam ? `?after=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Opens, limits or suspends a server; its list is read again after. */
export function useSetServerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ domain, status }: { domain: string; status: (typeof REMOTE_SERVER_STATUSES)[number] }) =>
      apiRequest(`/admin/federation/servers/${encodeURIComponent(domain)}`, {
        method: 'PUT',
        json: { status },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
