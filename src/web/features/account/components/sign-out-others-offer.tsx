import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useSignOutOthers } from '../api/account';

/** After a change that other devices should not outlive (two-factor on or off): the offer to sign them out. */
export function SignOutOthersOffer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const signOutOthers = useSignOutOthers();

  const accept = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () => {
        onClose();
        showToast({ title: t('settings.sessions.signedOut') });
      },
      onError: (error) =>
        showToast({
          title: t('twoFactor.errorTitle'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <div className="mt-5 rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{t('twoFactor.offerSignOut')}</p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" variant="outline" disabled={signOutOthers.isPending} onClick={accept}>
          {t('settings.sessions.signOutOthers')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('twoFactor.notNow')}
        </Button>
      </div>
    </div>
  );
}
