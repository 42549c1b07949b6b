// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '#web/lib/session';
import { STANDING_QUERY_KEY } from '#web/features/standing/api/standing';
import { commentsKey } from '#web/features/comments/api/comments';
import { NOTIFICATIONS_KEY } from '#web/features/notifications/api/notifications';
import { ADMIN_KEY, MESSAGES_KEY, SERVICE_REQUESTS_KEY } from '#web/lib/query-keys';
import { ANNOUNCEMENTS_KEY } from '#web/features/announcements/api/announcements';
import {
  CONVERSATIONS_KEY,
  UNREAD_MESSAGES_KEY,
  conversationKey,
  threadKey,
} from '#web/features/messages/api/messages';
import { useIsTyping } from '#web/features/messages/api/typing';
import { useLiveStreamId } from '#web/lib/live-stream';
import { useLiveEvents } from './use-live-events';

/** Stands in for the browser's EventSource: the test fires the server's events by hand. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: object) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data ?? { type }) }));
  }
}

const SIGNED_IN = { user: { id: '6f1d3c1e-2a7b-4f3e-9a55-2a4f8f3e1c11' } };

const IN_GOOD_STANDING = { ban: null, warnings: [] };

function renderWithSession(session: unknown, standing: unknown = IN_GOOD_STANDING) {
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  // As the standing gate reads it; the stream waits for it.
  if (standing) client.setQueryData(STANDING_QUERY_KEY, standing);
  const invalidated: unknown[] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveEvents(), { wrapper });
  return { hook, invalidated };
}

describe('useLiveEvents', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(SIGNED_IN))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens no stream for a visitor', () => {
    renderWithSession({ user: null });
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('opens one stream when signed in and refetches the standing when it changes', () => {
    const { invalidated } = renderWithSession(SIGNED_IN);
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    const [source] = FakeEventSource.opened;
    source?.emit('ready');
    expect(invalidated).toEqual([]);
    source?.emit('standing');
    expect(invalidated).toEqual([STANDING_QUERY_KEY]);
  });

  it('keeps no stream while banned, nor before the standing is known: the server would refuse it', () => {
    const ban = { reason: 'Spam', expiresAt: null, appeal: null };
    renderWithSession(SIGNED_IN, { ban, warnings: [] });
    renderWithSession(SIGNED_IN, null);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it("refetches a project's comments, the notifications and the requests when told", () => {
    const { invalidated } = renderWithSession(SIGNED_IN);
    const [source] = FakeEventSource.opened;
    source?.emit('comments', { type: 'comments', projectId: 'p1' });
    source?.emit('notifications');
    source?.emit('requests');
    expect(invalidated).toEqual([commentsKey('p1'), NOTIFICATIONS_KEY, SERVICE_REQUESTS_KEY]);
  });

  it('refetches everything live after reconnecting, since events may have been missed', () => {
    const { invalidated } = renderWithSession(SIGNED_IN);
    const [source] = FakeEventSource.opened;
    source?.emit('ready');
    source?.emit('ready');
    source?.emit('resync');
    const everything = [
      STANDING_QUERY_KEY,
      ANNOUNCEMENTS_KEY,
      NOTIFICATIONS_KEY,
      ['comments'],
      SERVICE_REQUESTS_KEY,
      MESSAGES_KEY,
    ];
    expect(invalidated).toEqual([...everything, ...everything]);
  });

  it('refetches the banners, the notifications and the staff lists when an announcement comes or goes', () => {
    const { invalidated } = renderWithSession(SIGNED_IN);
    const [source] = FakeEventSource.opened;
    source?.emit('announcements', { type: 'announcements' });
    expect(invalidated).toEqual([ANNOUNCEMENTS_KEY, NOTIFICATIONS_KEY, ADMIN_KEY]);
  });

  it('refetches a thread, the conversations and the unread count as messages come and are read', () => {
    const { invalidated } = renderWithSession(SIGNED_IN);
    const [source] = FakeEventSource.opened;
    source?.emit('messages', { type: 'messages', conversationId: 'c1' });
    source?.emit('read', { type: 'read', conversationId: 'c1' });
    source?.emit('presence', { type: 'presence', userId: 'u2' });
    expect(invalidated).toEqual([
      threadKey('c1'),
      CONVERSATIONS_KEY,
      UNREAD_MESSAGES_KEY,
      conversationKey('c1'),
      CONVERSATIONS_KEY,
      UNREAD_MESSAGES_KEY,
      MESSAGES_KEY,
    ]);
  });

  it('keeps the stream id from ready, and shows typing without fetching anything', () => {
    const { invalidated } = renderWithSession(SIGNED_IN);
    const streamId = renderHook(() => useLiveStreamId());
    const typing = renderHook(() => useIsTyping('c1'));
    const [source] = FakeEventSource.opened;
    source?.emit('ready', { type: 'ready', streamId: 's1' });
    streamId.rerender();
    expect(streamId.result.current).toBe('s1');
    expect(typing.result.current).toBe(false);
    source?.emit('typing', { type: 'typing', conversationId: 'c1' });
    typing.rerender();
    expect(typing.result.current).toBe(true);
    source?.emit('messages', { type: 'messages', conversationId: 'c1' });
    typing.rerender();
    expect(typing.result.current).toBe(false);
    expect(invalidated).toEqual([threadKey('c1'), CONVERSATIONS_KEY, UNREAD_MESSAGES_KEY]);
  });

  it('closes the stream when the tab unmounts', () => {
    const { hook } = renderWithSession(SIGNED_IN);
    hook.unmount();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
  });
});
