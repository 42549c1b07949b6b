import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText, apiFieldIds, fieldErrorTexts } from '../../../lib/api-error-text';
import { useTwoFactorStatus } from '../../auth/api/two-factor-calls';
import { changePassword, useSessionCalls } from '../api/account';
import { ConfirmationCodeField } from './confirmation-code-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '', signOutOthers: true, code: '' };

/**
 * Change Password: the current password (and, with two-factor on, a code), the new one twice, and
 * whether to sign other devices out.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const sessions = useSessionCalls();
  const twoFactorOn = useTwoFactorStatus().data?.enabled === true;
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changePasswordSchema.safeParse(values).success) {
      setErrors({ newPassword: t('errors.weakPassword') });
      return;
    }
    if (values.newPassword !== values.confirmation) {
      setErrors({ confirmation: t('errors.passwordsDoNotMatch') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await changePassword({ ...values, code: values.code || undefined });
      setValues(EMPTY);
      await sessions.refresh();
      showToast({ title: t('resetPassword.updated') });
    } catch (error) {
      const fields = fieldErrorTexts(t, apiFieldIds(error));
      setErrors({
        currentPassword: fields.password ?? fields.currentPassword ?? '',
        newPassword: fields.newPassword ?? '',
        code: fields.code ?? '',
      });
      showToast({
        title: t('resetPassword.updateFailed'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="password-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="password-heading" className="text-lg font-semibold">
        {t('settings.password.title')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('twoFactor.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
          error={errors.currentPassword || undefined}
        />
        <ConfirmationCodeField
          twoFactorOn={twoFactorOn}
          value={values.code}
          onChange={(code) => setValues({ ...values, code })}
          error={errors.code}
        />
        <TextField
          label={t('resetPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
          hint={t('auth.passwordHint')}
          error={errors.newPassword || undefined}
        />
        <TextField
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.confirmation}
          onChange={(event) => setValues({ ...values, confirmation: event.target.value })}
          error={errors.confirmation}
        />
        <CheckboxField
          label={t('settings.password.signOutOthers')}
          checked={values.signOutOthers}
          onChange={(signOutOthers) => setValues({ ...values, signOutOthers })}
        />
        <Button type="submit" disabled={busy || !values.currentPassword} className="self-start">
          {busy ? t('resetPassword.saving') : t('resetPassword.save')}
        </Button>
      </form>
    </section>
  );
}
