import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '#web/lib/session';
import { signInPath } from '#web/lib/sign-in-path';
import { LoadingScreen } from '../layout/loading-screen';

/**
 * Shows its screen only to a signed-in user: a visitor goes to /login (and comes back after), and a
 * user who has not finished onboarding goes to /onboarding first.
 */
export function RequireSession({
  children,
  allowWithoutHandle = false,
}: {
  children: ReactNode;
  allowWithoutHandle?: boolean;
}) {
  const { user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <LoadingScreen />;
  if (!user) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={signInPath({ from }, '/login')} replace />;
  }
  if (!user.profile.handle && !allowWithoutHandle) return <Navigate to="/onboarding" replace />;
  return children;
}
