/**
 * Words that can never be handles, so /{handle} never shadows a screen or a server path.
 * Every top-level route of docs/product/screens-and-routes.md is here, plus paths the server and common
 * tooling use.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'about',
  'admin',
  'api',
  'assets',
  'auth',
  'banned',
  'collections',
  'confirmemail',
  'drafts',
  'explore',
  'favicon',
  'feedback',
  'help',
  'home',
  'insights',
  'login',
  'logout',
  'messages',
  'new',
  'notifications',
  'onboarding',
  'people',
  'privacy',
  'projects',
  'recoveraccount',
  'resetpassword',
  'robots',
  'root',
  'saved',
  'servicerequests',
  'services',
  'settings',
  'signin',
  'signup',
  'sitemap',
  'static',
  'support',
  'system',
  'terms',
  'unsubscribe',
  'uploads',
  'verifyemail',
  'verifymfa',
  'warning',
  'www',
]);

/** True when a handle collides with a route; hyphens are ignored because handles cannot hold them. */
export function isReservedHandle(handle: string): boolean {
  return RESERVED_HANDLES.has(handle.toLowerCase().replace(/-/g, ''));
}
