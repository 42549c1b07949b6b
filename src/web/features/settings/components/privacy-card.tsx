import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WHO_CAN_MESSAGE } from '@shared/constants';
import type { PrivacySettingsForm } from '@shared/schemas/profiles';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { showToast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';

const SWITCHES = ['showOnlineStatus', 'readReceipts', 'typingIndicators'] as const;

/** Privacy settings: who may message the user, and what others see of their activity. */
export function PrivacyCard({ initial }: { initial: PrivacySettingsForm }) {
  const { t } = useTranslation();
  const selectId = useId();
  const switchId = useId();
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await apiRequest('/profile/privacy', null, { method: 'PUT', json: settings });
      showToast({ title: t('settings.privacy.saved') });
    } catch (error) {
      showToast({
        title: t('settings.privacy.failed'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="privacy-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="privacy-heading" className="text-lg font-semibold">
        {t('settings.privacy.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
          {t('settings.privacy.whoCanMessage')}
        </label>
        <select
          id={selectId}
          value={settings.whoCanMessage}
          onChange={(event) =>
            setSettings({
              ...settings,
              whoCanMessage: event.target.value as PrivacySettingsForm['whoCanMessage'],
            })
          }
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
        >
          {WHO_CAN_MESSAGE.map((choice) => (
            <option key={choice} value={choice}>
              {t(`settings.privacy.who.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {SWITCHES.map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <label htmlFor={`${switchId}-${key}`} className="text-sm text-slate-800">
              {t(`settings.privacy.${key}`)}
            </label>
            <Switch
              id={`${switchId}-${key}`}
              checked={settings[key]}
              onCheckedChange={(checked) => setSettings({ ...settings, [key]: checked })}
            />
          </li>
        ))}
      </ul>
      <Button className="mt-4" onClick={() => void save()} disabled={busy}>
        {t('settings.privacy.save')}
      </Button>
    </section>
  );
}
