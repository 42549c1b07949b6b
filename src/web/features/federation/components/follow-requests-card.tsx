import { useId } from 'react';
import { Globe } from 'lucide-react';
import { InitialsAvatar } from '#web/components/initials-avatar';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast-store';
import { useTranslation } from '#web/i18n/react';
import { apiErrorText } from '#web/lib/api-error-text';
import { useAnswerFollowRequest, useFollowRequests } from '../api/follow-requests';

/**
 * The follows from other servers waiting for a member who approves their followers
 * (docs/decisions/0071-federation-with-fedify.md): each account's name, linked to its page there,
 * and its address, to accept or decline.
 */
export function FollowRequestsCard() {
  const { t } = useTranslation();
  const headingId = useId();
  const requests = useFollowRequests();
  const answer = useAnswerFollowRequest();

  const reply = (id: string, accept: boolean, who: string) =>
    answer.mutate(
      { id, accept },
      {
        onSuccess: () =>
          showToast({ title: t(`federation.followRequests.${accept ? 'accepted' : 'declined'}`, { who }) }),
        onError: (error) =>
          showToast({
            title: t('federation.followRequests.failed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('federation.followRequests.title')}
      </h2>
      {requests.isPending ? (
        <div className="mt-4 flex justify-center">
          <Spinner />
        </div>
      ) : requests.isError ? (
        <p className="mt-3 text-sm text-slate-600">{apiErrorText(t, requests.error)}</p>
      ) : requests.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('federation.followRequests.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-slate-200">
          {requests.data.items.map((request) => {
            const who = request.name ?? request.address ?? '?';
            const answering = answer.isPending && answer.variables.id === request.id;
            return (
              <li key={request.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <InitialsAvatar name={who} handle={request.address ?? ''} className="size-10 text-sm" />
                  <div className="min-w-0 flex-1">
                    {request.url ? (
                      <a
                        href={request.url}
                        rel="nofollow noopener noreferrer"
                        className="touch-target font-semibold break-words hover:underline"
                      >
                        {who}
                      </a>
                    ) : (
                      <span className="font-semibold break-words">{who}</span>
                    )}
                    {request.name && request.address && (
                      <p className="flex items-center gap-1 text-sm break-all text-slate-500">
                        <Globe aria-hidden className="size-3.5 shrink-0" />
                        {request.address}
                      </p>
                    )}
                  </div>
                </div>
                <div className="flex gap-2 sm:shrink-0">
                  <Button
                    size="sm"
                    disabled={answering}
                    onClick={() => reply(request.id, true, who)}
                    aria-label={t('federation.followRequests.acceptLabel', { who })}
                  >
                    {t('federation.followRequests.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={answering}
                    onClick={() => reply(request.id, false, who)}
                    aria-label={t('federation.followRequests.declineLabel', { who })}
                  >
                    {t('federation.followRequests.decline')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
