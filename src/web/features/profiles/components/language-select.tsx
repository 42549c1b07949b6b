import { useId } from 'react';
import { useTranslation } from '#web/i18n/react';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '#shared/constants';
import { useSession } from '#web/lib/session';
import { chooseLanguage, toSupportedLanguage } from '#web/i18n/index';
import { useSavePreferences } from '../api/own-profile';
import { LANGUAGE_NAMES } from '#web/i18n/languages';

/**
 * Switches the interface language; the choice is kept in this browser (chooseLanguage) and,
 * when signed in, in the profile's preferences (a failure there is only logged).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const savePreferences = useSavePreferences();
  const choose = (language: SupportedLanguage) => {
    void chooseLanguage(language);
    if (user) savePreferences.mutate({ language });
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('footer.language')}
      </label>
      <select
        id={id}
        value={toSupportedLanguage(i18n.language)}
        onChange={(event) => choose(toSupportedLanguage(event.target.value))}
        className="min-h-11 rounded-md border border-slate-300 bg-surface px-2 py-1 text-sm"
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
