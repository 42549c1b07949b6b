import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  conversationPageSchema,
  conversationSchema,
  messagePageSchema,
  messageSchema,
  recipientSchema,
  sentFirstMessageSchema,
  unreadCountSchema,
} from '#shared/schemas/messages';
import { type Answer, apiRequest } from '#web/lib/api-client';
import { useIdempotencyKey } from '#web/lib/use-idempotency-key';
import { MESSAGES_KEY } from '#web/lib/query-keys';

export const CONVERSATIONS_KEY = [...MESSAGES_KEY, 'conversations'] as const;
export const UNREAD_MESSAGES_KEY = [...MESSAGES_KEY, 'unread'] as const;
export const conversationKey = (conversationId: string) =>
  [...MESSAGES_KEY, 'conversation', conversationId] as const;
export const threadKey = (conversationId: string) => [...MESSAGES_KEY, 'thread', conversationId] as const;
export const recipientKey = (handle: string) => [...MESSAGES_KEY, 'with', handle.toLowerCase()] as const;

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}?cursor=${encodeURIComponent(cursor)}` : path;

export function useConversations() {
  return useInfiniteQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ pageParam }) =>
      apiRequest<Answer<typeof conversationPageSchema>>(withCursor('/messages/conversations', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The top bar's count of unread messages, kept fresh by live events. */
export function useUnreadMessages() {
  return useQuery({
    queryKey: UNREAD_MESSAGES_KEY,
    queryFn: () => apiRequest<Answer<typeof unreadCountSchema>>('/messages/unread'),
  });
}

export function useConversation(conversationId: string) {
  return useQuery({
    queryKey: conversationKey(conversationId),
    queryFn: () => apiRequest<Answer<typeof conversationSchema>>(`/messages/conversations/${conversationId}`),
  });
}

/** A thread's pages, newest first; older pages load as the reader scrolls up. */
export function useThread(conversationId: string) {
  return useInfiniteQuery({
    queryKey: threadKey(conversationId),
    queryFn: ({ pageParam }) =>
      apiRequest<Answer<typeof messagePageSchema>>(
        withCursor(`/messages/conversations/${conversationId}/messages`, pageParam),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Where a profile's Message button leads: the pair's conversation, if any, and whether one may write. */
export function useRecipient(handle: string) {
  return useQuery({
    queryKey: recipientKey(handle),
    queryFn: () => apiRequest<Answer<typeof recipientSchema>>(`/messages/with/${encodeURIComponent(handle)}`),
    retry: false,
  });
}

/** After any write in a thread: the thread, the list (order, excerpt) and the unread badge. */
function useRefreshConversation() {
  const queryClient = useQueryClient();
  return (conversationId: string) =>
    Promise.all(
      [threadKey(conversationId), CONVERSATIONS_KEY, UNREAD_MESSAGES_KEY].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSendMessage(conversationId: string) {
  const refresh = useRefreshConversation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<Answer<typeof messageSchema>>(`/messages/conversations/${conversationId}/messages`, {
        method: 'POST',
        json: { content },
        headers: idempotency.headersFor({ conversationId, content }),
      }),
    onSuccess: () => {
      idempotency.stored();
      return refresh(conversationId);
    },
    // A refusal may mean their choice changed (who may message them, a block): the header and the
    // box catch up.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: conversationKey(conversationId) });
    },
  });
}

/** The first message to someone, which makes the conversation. */
export function useSendFirstMessage(handle: string) {
  const refresh = useRefreshConversation();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<Answer<typeof sentFirstMessageSchema>>(`/messages/with/${encodeURIComponent(handle)}`, {
        method: 'POST',
        json: { content },
        headers: idempotency.headersFor({ handle, content }),
      }),
    onSuccess: async ({ conversationId }) => {
      idempotency.stored();
      await queryClient.invalidateQueries({ queryKey: recipientKey(handle) });
      await refresh(conversationId);
    },
  });
}

export function useEditMessage(conversationId: string) {
  const refresh = useRefreshConversation();
  return useMutation({
    mutationFn: ({ messageId, content }: { messageId: string; content: string }) =>
      apiRequest<Answer<typeof messageSchema>>(`/messages/${messageId}`, {
        method: 'PATCH',
        json: { content },
      }),
    onSuccess: () => refresh(conversationId),
  });
}

export function useDeleteMessage(conversationId: string) {
  const refresh = useRefreshConversation();
  return useMutation({
    mutationFn: (messageId: string) => apiRequest(`/messages/${messageId}`, { method: 'DELETE' }),
    onSuccess: () => refresh(conversationId),
  });
}

/** Opening a thread reads it; the badges update at once and the server is told. */
export function useMarkConversationRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/messages/conversations/${conversationId}/read`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all(
        [CONVERSATIONS_KEY, UNREAD_MESSAGES_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onError: (error) => console.warn('Could not mark the conversation read', error),
  });
}
