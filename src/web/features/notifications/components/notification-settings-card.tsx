import { NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS, type NotificationDelivery } from '#shared/constants';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { SelectField } from '#web/components/ui/select-field';
import { showToast } from '#web/components/ui/toast-store';
import { useTranslation } from '#web/i18n/react';
import { apiErrorText } from '#web/lib/api-error-text';
import { useNotificationSettings, useSaveNotificationSetting } from '../api/settings';

/**
 * Settings' Notifications: for each kind, email at once, a daily or weekly digest, Atelier only, or
 * off. Each choice is saved as it is made (no Save button to forget); emails link here (#notifications).
 */
export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSetting();
  return (
    <section
      id="notifications"
      aria-labelledby="notifications-heading"
      className="mt-8 scroll-mt-20 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="notifications-heading" className="text-lg font-semibold">
        {t('settings.notifications.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('settings.notifications.text')}</p>
      {settings.data ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {NOTIFICATION_KINDS.map((kind) => (
            <li key={kind}>
              <SelectField
                label={t(`settings.notifications.kinds.${kind}`)}
                selectClassName="h-11 w-full"
                value={settings.data[kind]}
                onChange={(event) =>
                  save.mutate(
                    { [kind]: event.target.value as NotificationDelivery },
                    {
                      onSuccess: () => showToast({ title: t('settings.notifications.saved') }),
                      onError: (error) =>
                        showToast({
                          title: t('settings.notifications.failed'),
                          description: apiErrorText(t, error),
                          variant: 'destructive',
                        }),
                    },
                  )
                }
              >
                {NOTIFICATION_DELIVERIES.map((delivery) => (
                  <option key={delivery} value={delivery}>
                    {t(`settings.notifications.deliveries.${delivery}`)}
                  </option>
                ))}
              </SelectField>
            </li>
          ))}
        </ul>
      ) : settings.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {apiErrorText(t, settings.error)}{' '}
          <button type="button" className="font-medium underline" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <LoadingScreen />
      )}
    </section>
  );
}
