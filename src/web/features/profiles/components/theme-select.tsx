import { useId } from 'react';
import { THEMES, type Theme } from '#shared/constants';
import { useTranslation } from '#web/i18n/react';
import { useSession } from '#web/lib/session';
import { applyTheme, useTheme } from '#web/lib/theme';
import { useSavePreferences } from '../api/own-profile';

const THEME_LABELS = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' } as const;

/**
 * Light, Dark or System: shown at once, kept in this browser (a cookie the server paints the next
 * page from) and, when signed in, with the profile's preferences for the member's other browsers.
 */
export function ThemeSelect() {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const theme = useTheme();
  const savePreferences = useSavePreferences();
  const choose = (chosen: Theme) => {
    applyTheme(chosen);
    if (user) savePreferences.mutate({ theme: chosen });
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {t('theme.label')}
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => choose(event.target.value as Theme)}
        className="min-h-11 rounded-md border border-slate-300 bg-surface px-2 py-1 text-sm"
      >
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {t(THEME_LABELS[option])}
          </option>
        ))}
      </select>
    </div>
  );
}
