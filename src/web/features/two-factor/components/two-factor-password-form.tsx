import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { passwordConfirmationSchema } from '#shared/schemas/two-factor';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { useApiForm } from '#web/lib/use-api-form';

const passwordSchema = passwordConfirmationSchema.pick({ password: true });

/** The first step of turning two-factor on: the current password, answered by the enrolment. */
export function TwoFactorPasswordForm({
  enroll,
  onCancel,
}: {
  enroll: (password: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: passwordSchema,
    defaultValues: { password: '' },
    failureTitle: t('twoFactor.enrollFailed'),
    onSubmit: ({ password }) => enroll(password),
  });
  const password = useWatch({ control: form.control, name: 'password' });

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        label={t('twoFactor.currentPassword')}
        type="password"
        autoComplete="current-password"
        className="flex-1"
        error={fieldError('password')}
        {...form.register('password')}
      />
      <Button type="submit" disabled={submitting || !password}>
        {t('twoFactor.continue')}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}
