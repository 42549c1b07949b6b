/**
 * The screens with a fixed address that anyone may read, listed in the sitemap. Profiles
 * (/{handle}), projects (/{handle}/{slug}) and services (/services/{id}) are listed from the database.
 */
export const PUBLIC_PAGES = ['/', '/explore', '/people', '/services', '/privacy', '/terms'] as const;

/**
 * The screens of a member's own business, of signing in, or of staff: robots.txt asks crawlers to
 * keep out. `*` stands for one id, as in robots.txt. Every route of the web app is either here, in
 * PUBLIC_PAGES, or one of the listed kinds above (web/app/crawling.test.ts checks).
 */
export const PRIVATE_PAGES = [
  '/auth',
  '/login',
  '/verify-email',
  '/verify-mfa',
  '/reset-password',
  '/recover-account',
  '/onboarding',
  '/settings',
  '/confirm-email',
  '/banned',
  '/warning',
  '/insights',
  '/new',
  '/services/new',
  '/services/*/edit',
  '/service-requests',
  '/service-requests/*',
  '/messages',
  '/notifications',
  '/admin',
  '/feedback',
  '/drafts',
  '/unsubscribe',
  '/projects/*/edit',
  '/collections',
  '/collections/saved',
] as const;

/**
 * Public pages below a private one, listed in the sitemap from the database: a member's list of
 * collections is theirs, a public collection's page anyone's. robots.txt allows them by a longer
 * pattern than the private page's, which RFC 9309 lets win.
 */
export const PUBLIC_BELOW_PRIVATE = ['/collections/*'] as const;
