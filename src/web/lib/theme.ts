import { createContext, useContext, useSyncExternalStore } from 'react';
import { THEME_COOKIE, THEMES, type Theme } from '#shared/constants';
import { writePreferenceCookie } from './preference-cookie';

/*
 * The theme lives on <html> (class "light" or "dark"; none follows the device), where the server puts
 * it from the cookie before the first paint (server/plugins/theme-class.ts). The stylesheet does the
 * rest (styles/color-schemes.css). Changing it here changes the class and the cookie together.
 */

const listeners = new Set<() => void>();

/** The theme the page shows now, as its <html> says. */
function themeFromDocument(): Theme {
  const classes = document.documentElement.classList;
  return classes.contains('dark') ? 'dark' : classes.contains('light') ? 'light' : 'system';
}

/** Shows the theme at once and keeps it for the next page the server renders. */
export function applyTheme(theme: Theme) {
  const classes = document.documentElement.classList;
  classes.remove(...THEMES);
  if (theme !== 'system') classes.add(theme);
  writePreferenceCookie(THEME_COOKIE, theme);
  for (const listener of listeners) listener();
}

/** The server renderer's answer to 'which theme?', from the request's cookie. */
export const ThemeOnServer = createContext<Theme | null>(null);

/** The chosen theme: on the server as its cookie says, in the browser as the page's <html> says. */
export function useTheme(): Theme {
  const onServer = useContext(ThemeOnServer);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    themeFromDocument,
    () => onServer ?? themeFromDocument(),
  );
}
