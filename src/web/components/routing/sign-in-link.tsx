import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useLocation } from 'react-router';

/** Why a visitor was sent to sign in, as the sign-in page tells them (spec: 'Sign in required'). */
const SIGN_IN_REASONS = {
  follow: 'errors.signInToFollow',
  like: 'errors.signInToLike',
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
 * What a visitor gets for an action that needs an account (Follow, Like): a link to sign in that
 * says why and brings them back here. A link works the moment the page paints, before the app is
 * live, and the server renders the sign-in page with the reason on it.
 */
export function SignInFirstLink({
  reason,
  children,
  ...attributes
}: { reason: SignInReason; children: ReactNode } & Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'className' | 'aria-label'
>) {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <Link to={`/login?reason=${reason}&from=${encodeURIComponent(from)}`} {...attributes}>
      {children}
    </Link>
  );
}
