import { useTranslation } from '#web/i18n/react';
import { emailRequestFormSchema } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';

/** One email field and a submit button, checked here and on the server with the same rule. */
export function EmailRequestForm({
  submitLabel,
  busyLabel,
  failureText,
  onSubmit,
}: {
  submitLabel: string;
  busyLabel: string;
  failureText: string;
  onSubmit: (email: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: emailRequestFormSchema,
    defaultValues: { email: '' },
    failureTitle: t('recovery.error'),
    refusalToast: ({ fields, error }) => {
      if (error) {
        const limited = error instanceof ApiRequestError && error.status === 429;
        return { title: t('recovery.error'), description: limited ? apiErrorText(t, error) : failureText };
      }
      return fields.email === 'emailRequired'
        ? { title: t('recovery.emailRequired'), description: t('errors.emailRequired') }
        : { title: t('recovery.invalidEmail'), description: t('errors.invalidEmail') };
    },
    onSubmit: ({ email }) => onSubmit(email),
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={fieldError('email')}
        required
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
