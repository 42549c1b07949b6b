import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { passwordSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { completePasswordReset, requestPasswordReset } from '../api/auth-calls';
import { CheckYourEmail } from '../components/check-your-email';
import { EmailRequestForm } from '../components/email-request-form';
import { BackToSignIn } from '../components/back-to-sign-in';

/** /reset-password: ask for a link by email; the link comes back here to set the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('resetPassword.title'));
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      {token ? <NewPasswordForm token={token} /> : <RequestLink />}
    </div>
  );
}

function RequestLink() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  if (sent)
    return <CheckYourEmail title={t('resetPassword.checkEmail')} text={t('resetPassword.sentIfExists')} />;
  return (
    <>
      <BackToSignIn />
      <h1 className="mt-4 text-2xl font-bold">{t('resetPassword.title')}</h1>
      <p className="mt-2 mb-6 text-slate-600">{t('resetPassword.intro')}</p>
      <EmailRequestForm
        submitLabel={t('resetPassword.send')}
        busyLabel={t('recovery.sending')}
        failureText={t('resetPassword.failed')}
        onSubmit={async (email) => {
          await requestPasswordReset(email);
          showToast({ title: t('resetPassword.checkEmail') });
          setSent(true);
        }}
      />
    </>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passwordSchema.safeParse(password).success) return setErrors({ password: t('errors.weakPassword') });
    if (password !== confirmation) return setErrors({ confirmation: t('errors.passwordsDoNotMatch') });
    setErrors({});
    setBusy(true);
    try {
      await completePasswordReset({ token, password });
      showToast({ title: t('resetPassword.updated'), description: t('resetPassword.signInNow') });
      navigate('/auth', { replace: true });
    } catch (error) {
      showToast({
        title: t('resetPassword.updateFailed'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="text-2xl font-bold">{t('resetPassword.newTitle')}</h1>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
        <TextField
          label={t('resetPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={t('auth.passwordHint')}
          error={errors.password}
          required
        />
        <TextField
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirmation}
          required
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('resetPassword.saving') : t('resetPassword.save')}
        </Button>
      </form>
    </>
  );
}
