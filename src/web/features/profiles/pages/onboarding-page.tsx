import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useNavigate } from 'react-router';
import { PRODUCT_NAME } from '#shared/constants';
import type { SessionUser } from '#shared/schemas/auth';
import { RequireSession } from '#web/components/routing/require-session';
import { showToast } from '#web/components/ui/toast-store';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/session';
import { forgetReturnAddress, rememberedReturnAddress } from '#web/lib/return-address';
import { safeDestination } from '#web/lib/safe-destination';
import { OnboardingForm } from '../components/onboarding-form';
import { OnboardingNextSteps } from '../components/onboarding-next-steps';

/**
 * /onboarding: the profile setup right after the first verification, then the next steps. A member
 * whose profile is set up meets the next steps here; one who came to do something (message, request,
 * follow: the page they signed up from) goes straight back to it instead (docs/decisions/0053).
 */
export default function OnboardingPage() {
  return (
    <RequireSession allowWithoutHandle>
      <OnboardingScreen />
    </RequireSession>
  );
}

function OnboardingScreen() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // Decided once: the session gains the handle as the form is sent, before this screen moves on.
  const [finished, setFinished] = useState<'before' | 'now' | null>(() =>
    user?.profile.handle ? 'before' : null,
  );
  useDocumentTitle(finished ? t('onboarding.done.documentTitle') : t('onboarding.documentTitle'));
  if (!user) return null;
  if (finished) return <OnboardingNextSteps handle={user.profile.handle} arrived={finished === 'now'} />;

  const done = async () => {
    const from = rememberedReturnAddress();
    forgetReturnAddress();
    if (!from) {
      setFinished('now');
      return;
    }
    showToast({ title: t('onboarding.created') });
    await navigate(safeDestination(from), { replace: true });
  };
  return <OnboardingWelcome user={user} onDone={done} />;
}

function OnboardingWelcome({ user, onDone }: { user: SessionUser; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">
        {t('onboarding.heading', { product: PRODUCT_NAME })}
      </h1>
      <p className="mt-2 text-slate-600">{t('onboarding.subheading')}</p>
      <OnboardingForm user={user} onDone={onDone} />
    </div>
  );
}
