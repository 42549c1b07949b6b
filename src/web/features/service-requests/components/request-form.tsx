import { Suspense } from 'react';
import { useTranslation } from '#web/i18n/react';
import { SignInLink } from '#web/components/routing/sign-in-link';
import type { ServiceDetail } from '#shared/schemas/services';
import { preloadableLazy } from '#web/lib/preloadable-lazy';
import { useSession } from '#web/lib/session';

// A member's form brings react-hook-form and zod; a visitor sees one line and never downloads them.
const SignedInRequestForm = preloadableLazy(
  'features/service-requests/components/signed-in-request-form.tsx',
  () => import('./signed-in-request-form'),
);

/** The request form on a service's page: what is needed, how to reach the requester, budget and deadline. */
export function RequestForm({ service }: { service: ServiceDetail }) {
  const { user } = useSession();
  const { t } = useTranslation();
  if (!user) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        {t('errors.signInToRequest')}{' '}
        <SignInLink className="font-medium text-brand-700 hover:underline">{t('comments.signIn')}</SignInLink>
      </p>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInRequestForm service={service} />
    </Suspense>
  );
}
