import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-text';
import { Spinner } from '#web/components/ui/spinner';
import { useRecipient, useSendFirstMessage } from '../api/messages';
import { ComposeBox } from './compose-box';
import { RefusalNotice, ThreadHeader } from './thread-view';

/**
 * /messages?to={handle}: the conversation with someone, from their profile's Message button. An
 * existing conversation opens at once; otherwise the first message makes it.
 */
export function NewThread({
  handle,
  openConversation,
}: {
  handle: string;
  openConversation: (conversationId: string) => void;
}) {
  const { t } = useTranslation();
  const recipient = useRecipient(handle);
  const sendFirst = useSendFirstMessage(handle);
  const existing = recipient.data?.conversationId;

  useEffect(() => {
    if (existing) openConversation(existing);
  }, [existing, openConversation]);

  if (recipient.isPending || existing) return <Spinner className="m-auto" />;
  if (recipient.isError) {
    const missing = recipient.error instanceof ApiRequestError && recipient.error.status === 404;
    return (
      <div role="alert" className="m-auto p-6 text-center text-sm text-slate-600">
        <p>{missing ? t('profile.notFoundTitle') : apiErrorText(t, recipient.error)}</p>
        <Link to="/messages" className="mt-2 inline-block text-brand-700 hover:underline">
          {t('messages.back')}
        </Link>
      </div>
    );
  }
  const { other, refusal } = recipient.data;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <ThreadHeader other={other} conversationId={null} />
      <p className="m-auto p-6 text-center text-sm text-slate-500">
        {t('messages.startWith', { name: other.displayName ?? other.handle })}
      </p>
      {refusal ? (
        <RefusalNotice refusal={refusal} handle={other.handle} />
      ) : (
        <ComposeBox
          recipient={other.displayName ?? other.handle}
          send={async (content) => openConversation((await sendFirst.mutateAsync(content)).conversationId)}
        />
      )}
    </div>
  );
}
