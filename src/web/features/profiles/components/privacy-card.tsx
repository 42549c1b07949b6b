import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { WHO_CAN_MESSAGE } from '#shared/constants';
import { privacySettingsSchema, type PrivacySettingsForm } from '#shared/schemas/profiles';
import { Button } from '#web/components/ui/button';
import { Switch } from '#web/components/ui/switch';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useSavePrivacy } from '../api/own-profile';
import { SelectField } from '#web/components/ui/select-field';

const SWITCHES = ['showOnlineStatus', 'readReceipts', 'typingIndicators'] as const;

/** Privacy settings: who may message the user, and what others see of their activity. */
export function PrivacyCard({ initial }: { initial: PrivacySettingsForm }) {
  const { t } = useTranslation();
  const switchId = useId();
  const savePrivacy = useSavePrivacy();
  const { form, submit, submitting } = useApiForm({
    guardUnsaved: true,
    schema: privacySettingsSchema,
    defaultValues: initial,
    failureTitle: t('settings.privacy.failed'),
    onSubmit: async (settings) => {
      await savePrivacy.mutateAsync(settings);
      showToast({ title: t('settings.privacy.saved') });
    },
  });

  return (
    <section
      aria-labelledby="privacy-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="privacy-heading" className="text-lg font-semibold">
        {t('settings.privacy.title')}
      </h2>
      <SelectField
        label={t('settings.privacy.whoCanMessage')}
        className="mt-4"
        {...form.register('whoCanMessage')}
      >
        {WHO_CAN_MESSAGE.map((choice) => (
          <option key={choice} value={choice}>
            {t(`settings.privacy.who.${choice}`)}
          </option>
        ))}
      </SelectField>
      <ul className="mt-4 divide-y divide-slate-100">
        {SWITCHES.map((key) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <label htmlFor={`${switchId}-${key}`} className="touch-target flex-1 text-sm text-slate-800">
              {t(`settings.privacy.${key}`)}
            </label>
            <Controller
              control={form.control}
              name={key}
              render={({ field }) => (
                <Switch
                  id={`${switchId}-${key}`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          </li>
        ))}
      </ul>
      <Button className="mt-4" onClick={() => void submit()} disabled={submitting}>
        {t('settings.privacy.save')}
      </Button>
    </section>
  );
}
