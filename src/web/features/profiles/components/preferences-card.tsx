import { useTranslation } from '../../../i18n/react';
import { LanguageSelect } from './language-select';

/** Preferences: the interface language, saved to the profile so it follows the user to other devices. */
export function PreferencesCard() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="preferences-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="preferences-heading" className="text-lg font-semibold">
        {t('settings.preferences.title')}
      </h2>
      <p className="mt-2 mb-4 text-sm text-slate-600">{t('settings.preferences.languageText')}</p>
      <LanguageSelect />
    </section>
  );
}
