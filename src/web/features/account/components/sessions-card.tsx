import { Monitor } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { formatRelativeTime } from '#web/lib/relative-time';
import { useSessions, useSignOutDevice, useSignOutOthers } from '../api/account';
import { describeDevice } from './device-name';

/** Sessions: each signed-in device with its last activity; sign one out, or all but this one. */
export function SessionsCard() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const signOutDevice = useSignOutDevice();
  const signOutOthers = useSignOutOthers();
  const others = (sessions.data ?? []).filter((session) => !session.current);

  // Each click is told, even while another is still on its way.
  const tell = (signingOut: Promise<unknown>) =>
    signingOut.then(
      () => showToast({ title: t('settings.sessions.signedOut') }),
      (error: unknown) =>
        showToast({
          title: t('errors.somethingWentWrong'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    );

  return (
    <section
      aria-labelledby="sessions-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="sessions-heading" className="text-lg font-semibold">
        {t('settings.sessions.title')}
      </h2>
      <ul aria-labelledby="sessions-heading" className="mt-4 divide-y divide-slate-100">
        {(sessions.data ?? []).map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 py-3">
            <Monitor className="size-5 text-slate-500" aria-hidden="true" />
            <div className="flex-1">
              <p className="text-sm font-medium">
                {describeDevice(session.userAgent) ?? t('settings.sessions.unknownDevice')}
                {session.current && (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                    {t('settings.sessions.thisDevice')}
                  </span>
                )}
              </p>
              <p className="text-xs text-slate-500">
                {t('settings.sessions.lastActive', {
                  time: formatRelativeTime(new Date(session.lastActiveAt), i18n.language),
                })}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => void tell(signOutDevice.mutateAsync(session.id))}
              >
                {t('settings.sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <Button variant="outline" className="mt-4" onClick={() => void tell(signOutOthers.mutateAsync())}>
          {t('settings.sessions.signOutOthers')}
        </Button>
      )}
    </section>
  );
}
