const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a choice the visitor made (language, that they decided on cookies) where the server sees it,
 * so it renders pages the way the browser will show them. Never a secret: readable by scripts.
 */
export function writePreferenceCookie(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
