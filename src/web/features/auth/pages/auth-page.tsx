import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from '#web/i18n/react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '#shared/constants';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/session';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { safeDestination } from '#web/lib/safe-destination';
import { useSignInReasonText } from '#web/components/routing/sign-in-link';
import type { AuthTab } from '#web/lib/sign-in-path';

const tabClass =
  'flex min-h-11 flex-1 items-center justify-center rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-surface data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** The same address with another tab open, keeping why the person is here and where they go next. */
function addressWithTab(params: URLSearchParams, tab: AuthTab) {
  const next = new URLSearchParams(params);
  if (tab === 'sign-up') next.set('tab', tab);
  else next.delete('tab');
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/**
 * /auth and /login: Sign In (default) and Sign Up; a signed-in visitor goes on to where they were
 * sent from, or /settings. The address names the open tab: a link can open Sign Up, and each tab is
 * a link, so a tap before the app is live loads that tab from the server instead of waiting.
 */
export default function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  const { user, isPending } = useSession();
  useDocumentTitle(t('auth.title'));
  const destination = safeDestination(params.get('from'));
  const reason = useSignInReasonText(params.get('reason'));

  if (isPending) return <LoadingScreen />;
  if (user) return <Navigate to={destination} replace />;

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">
        {t('auth.heading', { product: PRODUCT_NAME })}
      </h1>
      <p className="mt-2 text-center text-slate-600">{t('auth.subheading')}</p>
      {reason && (
        <div role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
          <p className="font-semibold text-amber-900">{t('auth.signInRequired')}</p>
          <p className="mt-1 text-amber-800">{reason}</p>
        </div>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          navigate(addressWithTab(params, value as AuthTab), { replace: true, preventScrollReset: true })
        }
        className="mt-8"
      >
        <Tabs.List aria-label={t('auth.title')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {(['sign-in', 'sign-up'] as const).map((value) => (
            <Tabs.Trigger key={value} value={value} className={tabClass} asChild>
              <Link to={addressWithTab(params, value)} replace preventScrollReset>
                {t(value === 'sign-in' ? 'auth.signIn' : 'auth.signUp')}
              </Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-surface p-6 shadow-sm">
          <Tabs.Content value="sign-in">
            <SignInForm destination={destination} />
          </Tabs.Content>
          <Tabs.Content value="sign-up">
            <SignUpForm destination={params.get('from') ? destination : undefined} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}
