import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { Correspondent, Message } from '#shared/schemas/messages';
import { Spinner } from '#web/components/ui/spinner';
import { useConversation, useMarkConversationRead, useSendMessage, useThread } from '../api/messages';
import { useTypingSignal, useViewingSignal } from '../api/signals';
import { groupByDay } from '../lib/day-groups';
import { ComposeBox } from './compose-box';
import { MessageItem } from './message-item';
import { RefusalNotice, ThreadHeader } from './thread-view';

// Older messages load when the reader scrolls this close to the top.
const LOAD_OLDER_WITHIN_PX = 120;
// A reader this close to the bottom follows new messages; one reading further up is left in place.
const FOLLOW_WITHIN_PX = 150;

/** An open conversation: header, messages grouped by day (newest at the bottom), and the box. */
export function Thread({
  conversationId,
  actions,
}: {
  conversationId: string;
  actions?: (other: Correspondent) => ReactNode;
}) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const send = useSendMessage(conversationId);
  const typing = useTypingSignal(conversationId);
  useViewingSignal(conversationId);

  if (conversation.isPending) return <Spinner className="m-auto" />;
  if (conversation.isError) {
    return (
      <p role="alert" className="m-auto p-6 text-sm text-red-700">
        {t('messages.threadError')}
      </p>
    );
  }
  const { other, refusal } = conversation.data;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader
        other={other}
        conversationId={conversationId}
        actions={other && actions ? actions(other) : null}
      />
      <MessageList
        conversationId={conversationId}
        otherLastReadAt={conversation.data.otherLastReadAt}
        otherName={other ? (other.displayName ?? other.handle) : t('comments.unknownUser')}
      />
      {refusal ? (
        <RefusalNotice refusal={refusal} handle={other?.handle ?? null} />
      ) : (
        <ComposeBox
          onTyping={typing}
          send={(content) => send.mutateAsync(content)}
          {...(other ? { recipient: other.displayName ?? other.handle } : {})}
        />
      )}
    </div>
  );
}

function MessageList({
  conversationId,
  otherLastReadAt,
  otherName,
}: {
  conversationId: string;
  otherLastReadAt: string | null;
  otherName: string;
}) {
  const { t, i18n } = useTranslation();
  const thread = useThread(conversationId);
  const { mutate: markRead } = useMarkConversationRead(conversationId);
  const scroller = useRef<HTMLDivElement>(null);
  const distanceFromBottom = useRef(0);
  const [announcement, setAnnouncement] = useState('');

  const messages = useMemo(
    () => (thread.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse(),
    [thread.data],
  );
  const newest = messages.at(-1);
  const newestIncoming = messages.findLast((message) => !message.mine);
  const seenId = otherLastReadAt
    ? messages.findLast((message) => message.mine && message.createdAt <= otherLastReadAt)?.id
    : undefined;

  // Reading: on opening, on each message from them, and when the tab comes back into view.
  const newestIncomingId = newestIncoming?.id;
  useEffect(() => {
    if (!newestIncomingId) return;
    const readIfVisible = () => {
      if (document.visibilityState === 'visible') markRead();
    };
    readIfVisible();
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [newestIncomingId, markRead]);

  // New messages from them are announced to screen readers; the first page is not.
  const announcedFrom = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!thread.isSuccess) return;
    if (announcedFrom.current === undefined) {
      announcedFrom.current = newestIncoming?.id ?? '';
      return;
    }
    if (newestIncoming && newestIncoming.id !== announcedFrom.current) {
      announcedFrom.current = newestIncoming.id;
      setAnnouncement(
        t('messages.announce', { name: otherName, text: newestIncoming.content ?? t('messages.deleted') }),
      );
    }
  }, [thread.isSuccess, newestIncoming, otherName, t]);

  // Keeps the reader where they were: at the bottom for new messages, in place when older ones load.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const followed = distanceFromBottom.current < FOLLOW_WITHIN_PX || newest?.mine;
    element.scrollTop = followed
      ? element.scrollHeight
      : element.scrollHeight - element.clientHeight - distanceFromBottom.current;
  }, [messages.length, newest?.id, newest?.mine]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    distanceFromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
    if (element.scrollTop < LOAD_OLDER_WITHIN_PX && thread.hasNextPage && !thread.isFetchingNextPage) {
      void thread.fetchNextPage();
    }
  };

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      {thread.isPending ? (
        <Spinner className="mx-auto" />
      ) : thread.isError ? (
        <p role="alert" className="text-center text-sm text-red-700">
          {t('messages.threadError')}
        </p>
      ) : (
        <>
          {thread.isFetchingNextPage && <Spinner className="mx-auto mb-4" />}
          {!thread.hasNextPage && messages.length === 0 && (
            <p className="text-center text-sm text-slate-500">{t('messages.emptyThread')}</p>
          )}
          {groupByDay(messages, i18n.language).map((group) => (
            <section key={group.day} aria-label={group.label} className="mb-4">
              <h3 className="mb-2 text-center text-xs font-medium text-slate-500">{group.label}</h3>
              <ul className="flex flex-col gap-2">
                {group.messages.map((message: Message) => (
                  <MessageItem
                    key={message.id}
                    message={message}
                    conversationId={conversationId}
                    seen={message.id === seenId}
                  />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
