import { useRef } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useAnswerQuote } from '../api/request-workspace';

/** The requester's answer to the quote waiting: Accept quote (the request is accepted) or Decline. */
export function QuoteAnswer({ requestId, quoteId }: { requestId: string; quoteId: string }) {
  const { t } = useTranslation();
  const answer = useAnswerQuote(requestId);
  // Held until the answer comes, so a double click sends one answer, not two.
  const answering = useRef(false);
  const send = (choice: 'accept' | 'decline') => {
    if (answering.current) return;
    answering.current = true;
    answer.mutate(
      { quoteId, answer: choice },
      {
        onSuccess: () =>
          showToast({
            title: t(choice === 'accept' ? 'workspace.quote.accepted' : 'workspace.quote.declined'),
          }),
        onError: (error) =>
          showToast({
            title: t('workspace.quote.answerFailed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
        onSettled: () => {
          answering.current = false;
        },
      },
    );
  };
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button size="sm" disabled={answer.isPending} onClick={() => send('accept')}>
        {t('workspace.quote.accept')}
      </Button>
      <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => send('decline')}>
        {t('workspace.quote.decline')}
      </Button>
    </div>
  );
}
