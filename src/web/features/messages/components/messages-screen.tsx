import { MessagesSquare } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useSearchParams } from 'react-router';
import type { Correspondent } from '#shared/schemas/messages';
import { cn } from '#web/lib/cn';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useViewingSignal } from '../api/signals';
import { ConversationList } from './conversation-list';
import { NewThread } from './new-thread';
import { Thread } from './thread';

/**
 * /messages: conversations on the left, the open thread on the right; on a phone, one pane at a
 * time. ?conversation= picks the thread (and survives a reload); ?to={handle} starts one.
 */
export function MessagesScreen({ threadActions }: { threadActions?: (other: Correspondent) => ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('messages.title'));
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversation');
  const to = conversationId ? null : params.get('to');
  const open = Boolean(conversationId || to);

  const openConversation = useCallback(
    (id: string) => setParams({ conversation: id }, { replace: true }),
    [setParams],
  );

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] max-w-6xl flex-col sm:px-6 sm:py-4">
      <h1
        className={cn(
          'px-4 py-3 text-2xl font-bold tracking-tight sm:px-0',
          open && 'sr-only md:not-sr-only',
        )}
      >
        {t('messages.title')}
      </h1>
      <div className="grid min-h-0 flex-1 overflow-hidden border-slate-200 bg-surface sm:rounded-2xl sm:border md:grid-cols-[20rem_1fr]">
        <nav
          aria-label={t('messages.conversations')}
          className={cn('min-h-0 overflow-y-auto border-slate-200 md:border-r', open && 'hidden md:block')}
        >
          <ConversationList selectedId={conversationId} />
        </nav>
        <section
          aria-label={t('messages.thread')}
          className={cn('flex min-h-0 flex-col', !open && 'hidden md:flex')}
        >
          {conversationId ? (
            <Thread key={conversationId} conversationId={conversationId} actions={threadActions} />
          ) : to ? (
            <NewThread key={to} handle={to} openConversation={openConversation} />
          ) : (
            <NoThreadSelected />
          )}
        </section>
      </div>
    </div>
  );
}

function NoThreadSelected() {
  const { t } = useTranslation();
  useViewingSignal(null);
  return (
    <div className="m-auto flex max-w-xs flex-col items-center p-6 text-center">
      <MessagesSquare className="size-10 text-slate-300" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">{t('messages.yourMessages')}</h2>
      <p className="mt-1 text-sm text-slate-500">{t('messages.chooseConversation')}</p>
    </div>
  );
}
