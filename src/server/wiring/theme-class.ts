import { THEMES, type Theme } from '#shared/constants';

/** The theme a visitor's cookie names; anything else is no choice, and the device decides. */
export const themeOf = (cookie: string | undefined): Theme =>
  THEMES.find((known) => known === cookie) ?? 'system';

/**
 * The page's <html> with the visitor's theme: class="light" or class="dark" fixes the stylesheet's
 * colour scheme before the first paint, so a dark choice never flashes white
 * (web/styles/color-schemes.css). 'system' leaves it to the device's setting.
 */
export function withThemeClass(page: string, theme: Theme): string {
  if (theme === 'system') return page;
  return page.replace(/<html(?=[\s>])/, () => `<html class="${theme}"`);
}
