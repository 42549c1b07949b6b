import { useEffect } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { buttonClasses } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useConfirmEmailChange } from '../api/account';

/** /confirm-email: the link sent to a new address; confirming it switches the account over. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { mutate: confirm, error } = useConfirmEmailChange();
  useDocumentTitle(t('settings.email.confirmTitle'));

  useEffect(() => {
    confirm(params.get('token') ?? '', {
      onSuccess: () => {
        showToast({ title: t('settings.email.changed') });
        navigate('/settings', { replace: true });
      },
    });
  }, [params, confirm, navigate, t]);

  if (!error) return <LoadingScreen />;
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('settings.email.confirmFailed')}</h1>
      <p role="alert" className="mt-3 text-slate-600">
        {apiErrorText(t, error)}
      </p>
      <Link to="/settings" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('account.settings')}
      </Link>
    </div>
  );
}
