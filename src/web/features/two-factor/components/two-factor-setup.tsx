import { Copy } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { MFA_CODE_LENGTH } from '#shared/constants';
import { enrollmentVerifySchema, type EnrollmentResponse } from '#shared/schemas/two-factor';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useConfirmTwoFactor } from '../api/two-factor';
import { TwoFactorBackupCodes } from './two-factor-backup-codes';

/** Enrolling: the QR code, the secret and the backup codes, then a first code from the app turns it on. */
export function TwoFactorSetup({
  enrollment,
  onCancel,
  onEnabled,
}: {
  enrollment: EnrollmentResponse;
  onCancel: () => void;
  onEnabled: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const { form, submit, submitting } = useApiForm({
    schema: enrollmentVerifySchema,
    defaultValues: { code: '' },
    failureTitle: t('errors.invalidCode'),
    // Any refusal by the server means the code did not match.
    refusalToast: ({ error }) =>
      error
        ? { title: t('twoFactor.errorTitle'), description: t('twoFactor.invalidVerificationCode') }
        : undefined,
    onSubmit: async ({ code }) => {
      await confirm.mutateAsync(code);
      onEnabled();
      showToast({ title: t('twoFactor.enabledTitle'), description: t('twoFactor.enabledText') });
    },
  });

  const copySecret = async () => {
    await navigator.clipboard.writeText(enrollment.secret);
    showToast({ title: t('twoFactor.copied'), description: t('twoFactor.copiedText') });
  };

  return (
    <div className="mt-4 flex flex-col gap-5">
      <p className="text-sm text-slate-700">{t('twoFactor.scan')}</p>
      <img src={enrollment.qrCodeDataUrl} alt={t('twoFactor.qrAlt')} className="size-48 self-center" />
      <div>
        <p className="text-sm text-slate-600">{t('twoFactor.secretLabel')}</p>
        <div className="mt-1 flex items-center gap-2">
          <code
            data-testid="totp-secret"
            className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all"
          >
            {enrollment.secret}
          </code>
          <button
            type="button"
            onClick={() => void copySecret()}
            aria-label={t('twoFactor.copySecret')}
            className="rounded p-1.5 hover:bg-slate-100"
          >
            <Copy className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
      <TwoFactorBackupCodes codes={enrollment.backupCodes} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Controller
          control={form.control}
          name="code"
          render={({ field }) => (
            <TextField
              label={t('twoFactor.codeLabel')}
              {...field}
              onChange={(event) =>
                field.onChange(event.target.value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH))
              }
              inputMode="numeric"
              autoComplete="one-time-code"
              className="flex-1"
            />
          )}
        />
        <Button type="submit" disabled={submitting}>
          {t('twoFactor.verify')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </form>
    </div>
  );
}
