import { useTranslation } from '#web/i18n/react';
import { LanguageSelect } from './language-select';
import { ThemeSelect } from './theme-select';

/** Preferences: the interface language and the theme, saved to the profile so it follows the user to other devices. */
export function PreferencesCard() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="preferences-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="preferences-heading" className="text-lg font-semibold">
        {t('settings.preferences.title')}
      </h2>
      <p className="mt-2 mb-4 text-sm text-slate-600">{t('settings.preferences.languageText')}</p>
      <LanguageSelect />
      <p className="mt-6 mb-4 text-sm text-slate-600">{t('settings.preferences.themeText')}</p>
      <ThemeSelect />
    </section>
  );
}
