/** The two tabs of /auth; the address names the one to open, so a link can lead to either. */
export type AuthTab = 'sign-in' | 'sign-up';

// Pages a sign-in never returns to: the landing is no task left half-done, and the account pages
// would send a signed-in person straight on anyway.
const NO_RETURN =
  /^\/(?:$|auth|login|verify-email|verify-mfa|reset-password|recover-account|onboarding|banned|warning)(?:[/?#]|$)/;

/** The page to come back to after signing in from `path`, or none when there is nothing to resume. */
export function returnAddressFor(path: string): string | undefined {
  return NO_RETURN.test(path) ? undefined : path;
}

/**
 * The sign-in screen answers at both addresses (docs/product/screens-and-routes.md): /auth from the top
 * bar, /login from a gate.
 */
export type SignInPage = '/auth' | '/login';

/**
 * The address of the sign-in screen: which tab to open, why the person is asked (a reason the page
 * words), and where to go once signed in. Without a return address /settings applies
 * (docs/product/states.md, Sign in and sign up).
 */
export function signInPath(
  { tab, reason, from }: { tab?: AuthTab; reason?: string; from?: string } = {},
  page: SignInPage = '/auth',
) {
  const params = new URLSearchParams();
  if (tab === 'sign-up') params.set('tab', tab);
  if (reason) params.set('reason', reason);
  if (from) params.set('from', from);
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}
