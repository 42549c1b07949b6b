import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { changePasswordFormSchema } from '#shared/schemas/account';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useChangePassword } from '../api/account';
import { CurrentPasswordFields } from '#web/components/forms/current-password-fields';

const EMPTY = { currentPassword: '', newPassword: '', confirmation: '', signOutOthers: true, code: '' };

/**
 * Change Password: the current password (and, with two-factor on, a code), the new one twice, and
 * whether to sign other devices out.
 */
export function ChangePasswordCard({ twoFactorOn }: { twoFactorOn: boolean }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: changePasswordFormSchema,
    defaultValues: EMPTY,
    failureTitle: t('resetPassword.updateFailed'),
    // The schema's refusals are told on their fields alone.
    refusalToast: ({ error }) => (error ? undefined : null),
    // Sent as typed, the confirmation too; the server trims the code.
    onSubmit: async (_, typed) => {
      await changePassword.mutateAsync(typed);
      form.reset(EMPTY);
      showToast({ title: t('resetPassword.updated') });
    },
  });
  const currentPassword = useWatch({ control: form.control, name: 'currentPassword' });

  return (
    <section
      aria-labelledby="password-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="password-heading" className="text-lg font-semibold">
        {t('settings.password.title')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <CurrentPasswordFields
          control={form.control}
          passwordName="currentPassword"
          passwordError={fieldError('currentPassword')}
          codeName="code"
          twoFactorOn={twoFactorOn}
          codeError={fieldError('code')}
        />
        <TextField
          label={t('resetPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={fieldError('newPassword')}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('resetPassword.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError('confirmation')}
          {...form.register('confirmation')}
        />
        <Controller
          control={form.control}
          name="signOutOthers"
          render={({ field }) => (
            <CheckboxField
              label={t('settings.password.signOutOthers')}
              checked={field.value ?? true}
              onChange={field.onChange}
            />
          )}
        />
        <Button type="submit" disabled={submitting || !currentPassword} className="self-start">
          {submitting ? t('resetPassword.saving') : t('resetPassword.save')}
        </Button>
      </form>
    </section>
  );
}
