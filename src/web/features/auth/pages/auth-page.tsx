import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from '../../../i18n/react';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { safeDestination } from '../safe-destination';
import { useSignInReasonText } from '../../../components/routing/sign-in-first-link';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

/** /auth and /login: Sign In (default) and Sign Up; a signed-in visitor goes on to /settings. */
export default function AuthPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
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
      <Tabs.Root defaultValue={params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in'} className="mt-8">
        <Tabs.List aria-label={t('auth.title')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="sign-in" className={tabClass}>
            {t('auth.signIn')}
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={tabClass}>
            {t('auth.signUp')}
          </Tabs.Trigger>
        </Tabs.List>
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Tabs.Content value="sign-in">
            <SignInForm destination={destination} />
          </Tabs.Content>
          <Tabs.Content value="sign-up">
            <SignUpForm />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}
