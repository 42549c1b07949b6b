import { MailCheck } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { Button, buttonClasses } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-text';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useResendVerification, useVerifyEmail } from '../api/auth-calls';
import { getPendingEmail, resendSecondsLeft, watchPendingEmail } from '../pending-email';
import { rememberedReturnAddress } from '#web/lib/return-address';
import { signInPath } from '#web/lib/sign-in-path';

/**
 * /verify-email: with a token from the emailed link, confirms the address and goes on to onboarding
 * (or to sign-in, when the link is opened in another browser than the one that signed up);
 * without one, asks the visitor to check their inbox and offers a resend once a minute.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('verifyEmail.title'));
  return token ? <ConfirmFromLink token={token} /> : <CheckInbox />;
}

function ConfirmFromLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate: verify, error } = useVerifyEmail();

  useEffect(() => {
    verify(token, {
      onSuccess: ({ signedIn }) => {
        if (!signedIn) {
          // Opened in another browser than the one that signed up: verified, but not signed in here.
          showToast({ title: t('verifyEmail.verified'), description: t('verifyEmail.signInToContinue') });
          const from = rememberedReturnAddress() ?? undefined;
          navigate(signInPath({ from }), { replace: true });
          return;
        }
        navigate('/onboarding', { replace: true });
      },
    });
  }, [token, verify, navigate, t]);

  if (!error) return <LoadingScreen />;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('verifyEmail.linkFailed')}</h1>
      <p role="alert" className="mt-3 text-slate-600">
        {apiErrorText(t, error)}
      </p>
      <Link to="/verify-email" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('verifyEmail.requestNewLink')}
      </Link>
    </div>
  );
}

function CheckInbox() {
  const { t } = useTranslation();
  // Drawn first as the server drew it (no address known), then with this browser's.
  const email = useSyncExternalStore(watchPendingEmail, getPendingEmail, () => null);
  const [secondsLeft, setSecondsLeft] = useState(resendSecondsLeft);
  const resendVerification = useResendVerification();

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft(resendSecondsLeft()), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const resend = () => {
    if (!email) {
      showToast({
        title: t('errors.somethingWentWrong'),
        description: t('verifyEmail.noEmail'),
        variant: 'destructive',
      });
      return;
    }
    resendVerification.mutate(email, {
      onSuccess: () => {
        setSecondsLeft(resendSecondsLeft());
        showToast({ title: t('verifyEmail.emailSent') });
      },
      onError: (error) => {
        const limited = error instanceof ApiRequestError && error.status === 429;
        showToast({
          title: limited ? t('errors.tooManyRequests') : t('verifyEmail.resendFailed'),
          description: limited ? apiErrorText(t, error) : undefined,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <MailCheck className="size-12 text-brand-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('verifyEmail.title')}</h1>
      {email ? (
        <p className="mt-3 text-slate-600">{t('verifyEmail.sentTo', { email })}</p>
      ) : (
        <p className="mt-3 text-slate-600">{t('verifyEmail.noEmail')}</p>
      )}
      <p className="mt-2 text-sm text-slate-500">{t('verifyEmail.checkSpam')}</p>
      {email ? (
        <Button
          variant="outline"
          className="mt-6"
          onClick={resend}
          disabled={resendVerification.isPending || secondsLeft > 0}
        >
          {secondsLeft > 0 ? t('verifyEmail.resendIn', { count: secondsLeft }) : t('verifyEmail.resend')}
        </Button>
      ) : (
        <Link to="/auth?tab=sign-up" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('auth.signUp')}
        </Link>
      )}
      <Link to="/auth" className="touch-target mt-4 text-sm font-medium text-brand-700 hover:underline">
        {t('verifyEmail.backToSignIn')}
      </Link>
    </div>
  );
}
