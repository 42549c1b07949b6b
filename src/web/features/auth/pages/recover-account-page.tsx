import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useRecoverAccount } from '../api/auth-calls';
import { CheckYourEmail } from '../components/check-your-email';
import { EmailRequestForm } from '../components/email-request-form';
import { BackToSignIn } from '../components/back-to-sign-in';

/** /recover-account: emails the username; the answer never says whether the account exists. */
export default function RecoverAccountPage() {
  const { t } = useTranslation();
  const recover = useRecoverAccount();
  const [sent, setSent] = useState(false);
  useDocumentTitle(t('recovery.title'));
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {sent ? (
        <CheckYourEmail title={t('recovery.checkYourEmail')} text={t('recovery.sentIfExists')} />
      ) : (
        <>
          <BackToSignIn />
          <h1 className="mt-4 text-2xl font-bold">{t('recovery.title')}</h1>
          <p className="mt-2 mb-6 text-slate-600">{t('recovery.intro')}</p>
          <EmailRequestForm
            submitLabel={t('recovery.send')}
            busyLabel={t('recovery.sending')}
            failureText={t('recovery.failed')}
            onSubmit={async (email) => {
              await recover.mutateAsync(email);
              setSent(true);
            }}
          />
        </>
      )}
    </div>
  );
}
