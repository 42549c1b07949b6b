import { useId } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { Switch } from '#web/components/ui/switch';
import type { ConsentChoices } from '#web/lib/consent-store';

/** The cookie banner's preferences: a switch per kind of cookie, Back, and Save Preferences. */
export default function CookiePreferences({
  choices,
  onChange,
  headingId,
  onBack,
  onSave,
}: {
  choices: ConsentChoices;
  onChange: (update: (current: ConsentChoices) => ConsentChoices) => void;
  headingId: string;
  onBack: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('cookies.preferencesTitle')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        <PreferenceRow
          label={t('cookies.essential')}
          description={t('cookies.essentialDescription')}
          checked
          disabled
        />
        <PreferenceRow
          label={t('cookies.analytics')}
          description={t('cookies.analyticsDescription')}
          checked={choices.analytics}
          onChange={(analytics) => onChange((current) => ({ ...current, analytics }))}
        />
        <PreferenceRow
          label={t('cookies.advertising')}
          description={t('cookies.advertisingDescription')}
          checked={choices.advertising}
          onChange={(advertising) => onChange((current) => ({ ...current, advertising }))}
        />
      </ul>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onBack}>
          {t('cookies.back')}
        </Button>
        <Button onClick={onSave}>{t('cookies.savePreferences')}</Button>
      </div>
    </div>
  );
}

function PreferenceRow({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="touch-target font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-slate-600">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
}
