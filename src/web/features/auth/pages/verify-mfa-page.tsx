import { ShieldCheck } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { MFA_BACKUP_CODE_LENGTH, MFA_CODE_LENGTH } from '#shared/constants';
import { mfaVerifyRequestSchema } from '#shared/schemas/two-factor';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm, type FailureToast } from '#web/lib/use-api-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useVerifyMfa } from '../api/auth-calls';
import { safeDestination } from '#web/lib/safe-destination';
import { BackToSignIn } from '../components/back-to-sign-in';

type Mode = 'totp' | 'backup';

/** Keeps only what a code may hold: digits for the app, letters and digits (upper case) for a backup code. */
const cleanCode = (mode: Mode, value: string) =>
  mode === 'totp'
    ? value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH)
    : value
        .replace(/[^a-z0-9]/gi, '')
        .toUpperCase()
        .slice(0, MFA_BACKUP_CODE_LENGTH);

/** /verify-mfa: the second step of signing in, with an authenticator code or a backup code. */
export default function VerifyMfaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const verify = useVerifyMfa();
  useDocumentTitle(t('mfa.title'));
  const { form, submit, submitting } = useApiForm({
    schema: mfaVerifyRequestSchema,
    defaultValues: { kind: 'totp', code: '' },
    failureTitle: t('errors.invalidCode'),
    refusalToast: ({ error }): FailureToast => {
      const mode = form.getValues('kind');
      if (!error) {
        const description = t(mode === 'totp' ? 'errors.enterSixDigitCode' : 'mfa.enterBackupCode');
        return { title: t('errors.invalidCode'), description };
      }
      if (!(error instanceof ApiRequestError)) return { title: t('errors.somethingWentWrong') };
      if (error.body.messageId === 'accountLocked')
        return { title: t('mfa.locked'), description: t('errors.accountLocked') };
      if (error.body.messageId === 'signInAgain') return { title: t('errors.signInAgain') };
      const remaining = error.body.meta?.remainingAttempts;
      return {
        title: t('errors.invalidCode'),
        description:
          remaining === undefined ? apiErrorText(t, error) : t('mfa.attemptsRemaining', { count: remaining }),
      };
    },
    onSubmit: async (values) => {
      try {
        await verify.mutateAsync(values);
      } catch (error) {
        form.setValue('code', '');
        if (error instanceof ApiRequestError && error.body.messageId === 'signInAgain') {
          navigate('/auth', { replace: true });
        }
        throw error;
      }
      showToast({
        title: t('mfa.success'),
        description: t(values.kind === 'totp' ? 'mfa.authenticated' : 'mfa.backupVerified'),
      });
      navigate(safeDestination(params.get('from')), { replace: true });
    },
  });
  const mode = useWatch({ control: form.control, name: 'kind' });

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <BackToSignIn label={t('mfa.backToLogin')} />
      <ShieldCheck className="mt-6 size-10 text-brand-500" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">{t('mfa.title')}</h1>
      <p className="mt-2 text-slate-600">{t(mode === 'totp' ? 'mfa.totpIntro' : 'mfa.backupIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <TextField
              label={t(mode === 'totp' ? 'mfa.totpLabel' : 'mfa.backupLabel')}
              {...field}
              onChange={(event) => field.onChange(cleanCode(mode, event.target.value))}
              inputMode={mode === 'totp' ? 'numeric' : 'text'}
              autoComplete="one-time-code"
              autoFocus
              className="[&_input]:text-center [&_input]:font-mono [&_input]:tracking-[0.4em]"
            />
          )}
        />
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t('mfa.verifying') : t('mfa.verify')}
        </Button>
      </form>
      <button
        type="button"
        onClick={() => form.reset({ kind: mode === 'totp' ? 'backup' : 'totp', code: '' })}
        className="mt-4 text-sm font-medium text-brand-700 hover:underline"
      >
        {t(mode === 'totp' ? 'mfa.useBackup' : 'mfa.useAuthenticator')}
      </button>
    </div>
  );
}
