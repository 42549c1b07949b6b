import { Controller } from 'react-hook-form';
import { Trans, useTranslation } from '#web/i18n/react';
import { Link, useNavigate } from 'react-router';
import { signUpFormSchema } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { useSignUp } from '../api/auth-calls';
import { rememberReturnAddress } from '#web/lib/return-address';
import { UsernameField } from '#web/components/forms/username-field';

const REDIRECT_DELAY_MS = 800;

/** `destination`: the page the person came from, to return to once their account is set up. */
export function SignUpForm({ destination }: { destination?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: signUpFormSchema,
    defaultValues: { username: '', email: '', password: '', ageConfirmed: false },
    failureTitle: t('auth.errorSigningUp'),
    // An empty box asks for every field; the other rules are told on their fields alone.
    refusalToast: ({ fields, error }) => {
      if (error) return { title: t('auth.errorSigningUp'), description: apiErrorText(t, error) };
      if (!Object.values(fields).includes('fillAllFields')) return null;
      return { title: t('auth.errorSigningUp'), description: t('errors.fillAllFields') };
    },
    onSubmit: async (values) => {
      await signUp.mutateAsync(values);
      rememberReturnAddress(destination);
      showToast({ title: t('auth.accountCreated'), description: t('auth.checkEmailToVerify') });
      // The button stays busy until the page changes.
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS));
      navigate('/verify-email');
    },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Controller
        control={form.control}
        name="username"
        render={({ field }) => (
          <UsernameField
            label={t('auth.username')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError('username')}
          />
        )}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={fieldError('email')}
        required
        {...form.register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={fieldError('password')}
        required
        {...form.register('password')}
      />
      <Controller
        control={form.control}
        name="ageConfirmed"
        render={({ field }) => (
          <CheckboxField
            label={
              <Trans
                i18nKey="auth.ageConfirmation"
                components={{
                  terms: <Link to="/terms" className="font-medium text-brand-700 underline" />,
                  privacy: <Link to="/privacy" className="font-medium text-brand-700 underline" />,
                }}
              />
            }
            checked={field.value}
            onChange={field.onChange}
            error={fieldError('ageConfirmed')}
          />
        )}
      />
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
