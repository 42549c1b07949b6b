import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { passwordResetFormSchema } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useApiForm } from '#web/lib/use-api-form';
import { useCompletePasswordReset, useRequestPasswordReset } from '../api/auth-calls';
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
  const requestReset = useRequestPasswordReset();
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
          await requestReset.mutateAsync(email);
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
  const completeReset = useCompletePasswordReset();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: passwordResetFormSchema,
    defaultValues: { password: '', confirmation: '' },
    failureTitle: t('resetPassword.updateFailed'),
    // The schema's refusals are told on their fields alone; the server's in its own words.
    refusalToast: ({ error }) =>
      error ? { title: t('resetPassword.updateFailed'), description: apiErrorText(t, error) } : null,
    onSubmit: async ({ password }) => {
      await completeReset.mutateAsync({ token, password });
      showToast({ title: t('resetPassword.updated'), description: t('resetPassword.signInNow') });
      navigate('/auth', { replace: true });
    },
  });

  return (
    <>
      <h1 className="text-2xl font-bold">{t('resetPassword.newTitle')}</h1>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
        <TextField
          label={t('resetPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={fieldError('password')}
          required
          {...form.register('password')}
        />
        <TextField
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('confirmation')}
          required
          {...form.register('confirmation')}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t('resetPassword.saving') : t('resetPassword.save')}
        </Button>
      </form>
    </>
  );
}
