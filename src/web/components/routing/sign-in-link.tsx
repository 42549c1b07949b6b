import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link, useLocation } from 'react-router';
import { returnAddressFor, signInPath, type AuthTab, type SignInPage } from '#web/lib/sign-in-path';

/**
 * Why a visitor was sent to sign in, as the sign-in page tells them (docs/product/roles-and-permissions.md:
 * 'Sign in required').
 */
const SIGN_IN_REASONS = {
  follow: 'errors.signInToFollow',
  like: 'errors.signInToLike',
  message: 'errors.signInToMessage',
  save: 'errors.signInToSave',
} as const;
export type SignInReason = keyof typeof SIGN_IN_REASONS;

/** The sentence for a reason read from the address; none for anything else. */
export function useSignInReasonText(reason: string | null): string | undefined {
  const { t } = useTranslation();
  return reason && Object.hasOwn(SIGN_IN_REASONS, reason)
    ? t(SIGN_IN_REASONS[reason as SignInReason])
    : undefined;
}

/**
 * A link to sign in that brings the person back to this page afterwards, or to `from` when the action
 * goes on elsewhere (a conversation), and says why, when an action asked for it. A link works the moment the page paints, before the app is live, and the
 * server renders the sign-in page with the reason on it.
 */
export function SignInLink({
  reason,
  tab,
  page = '/auth',
  from: destination,
  children,
  ...attributes
}: { reason?: SignInReason; tab?: AuthTab; page?: SignInPage; from?: string; children: ReactNode } & Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'aria-label' | 'onClick'
>) {
  const location = useLocation();
  const from = returnAddressFor(destination ?? `${location.pathname}${location.search}`);
  return (
    <Link to={signInPath({ tab, reason, from }, page)} {...attributes}>
      {children}
    </Link>
  );
}
