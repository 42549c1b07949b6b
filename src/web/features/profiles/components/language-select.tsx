import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { SUPPORTED_LANGUAGES } from '@shared/constants';
import { useSession } from '../../../lib/session';
import { toSupportedLanguage } from '../../../i18n/index';
import { useSaveLanguage } from '../api/own-profile';
import { LANGUAGE_NAMES } from '../../../i18n/languages';

/**
 * Switches the interface language; the choice is saved in this browser by the language detector and,
 * when signed in, in the profile's preferences (a failure there is only logged).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const saveLanguage = useSaveLanguage();
  const choose = (language: string) => {
    void i18n.changeLanguage(language);
    if (user) saveLanguage.mutate(language);
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('footer.language')}
      </label>
      <select
        id={id}
        value={toSupportedLanguage(i18n.language)}
        onChange={(event) => choose(event.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
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
