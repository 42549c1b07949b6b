import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PAGES_OPEN_WHILE_BANNED } from '#shared/constants';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { dismissAllToasts } from '#web/components/ui/toast-store';
import { useSession } from '#web/lib/session';
import { useStanding } from '../api/standing';

/**
 * docs/product/states.md (Bans, Warnings): a banned user is kept on /banned (and may read the legal
 * pages), and one with unacknowledged warnings on /warning; each leaves once the reason is gone. The
 * server refuses a banned user's writes anyway: this only shows the right screen. If the check fails it
 * is logged and the user goes on as usual.
 */
export function StandingGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const standing = useStanding();

  useEffect(() => {
    if (standing.error) console.warn('Account standing check failed; carrying on', standing.error);
  }, [standing.error]);

  if (!user)
    return pathname === '/banned' || pathname === '/warning' ? <Navigate to="/" replace /> : children;
  if (standing.isPending && !standing.error) return <LoadingScreen />;
  const banned = Boolean(standing.data?.ban);
  const warned = (standing.data?.warnings.length ?? 0) > 0;

  if (banned && !PAGES_OPEN_WHILE_BANNED.includes(pathname)) return <SentAside to="/banned" />;
  if (!banned && pathname === '/banned') return <Navigate to="/" replace />;
  if (!banned && warned && pathname !== '/warning') return <SentAside to="/warning" />;
  if (!warned && pathname === '/warning') return <Navigate to="/" replace />;
  return children;
}

/**
 * To the ban or the warning, instead of where the member was going: a success toast of the step
 * that brought them ('Welcome back!' after signing in) would contradict the page, so it goes.
 */
function SentAside({ to }: { to: '/banned' | '/warning' }) {
  useEffect(() => dismissAllToasts(), []);
  return <Navigate to={to} replace />;
}
