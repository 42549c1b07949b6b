import { useEffect, useRef } from 'react';
import { useTranslation } from './react';
import { SUPPORTED_LANGUAGES } from '#shared/constants';
import { useSession } from '#web/lib/session';
import { chooseLanguage } from './index';

/** On signing in, switches to the language saved in the user's preferences (once per sign-in). */
export function useSavedLanguage() {
  const { user } = useSession();
  const { i18n } = useTranslation();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    const saved = SUPPORTED_LANGUAGES.find((language) => language === user.language);
    if (saved && saved !== i18n.language) void chooseLanguage(saved);
  }, [user, i18n]);
}
