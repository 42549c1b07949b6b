import { useTranslation } from '#web/i18n/react';
import { Link, useNavigate } from 'react-router';
import { signInRequestSchema } from '#shared/schemas/auth';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useSignIn } from '../api/auth-calls';

export function SignInForm({ destination }: { destination: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: signInRequestSchema,
    defaultValues: { email: '', password: '' },
    failureTitle: t('auth.errorSigningIn'),
    onSubmit: async (values) => {
      const { status } = await signIn.mutateAsync(values);
      if (status === 'mfa_required') {
        navigate(`/verify-mfa?from=${encodeURIComponent(destination)}`);
        return;
      }
      showToast({ title: t('auth.welcomeBack') });
      navigate(destination, { replace: true });
    },
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        error={fieldError('email')}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError('password')}
        {...form.register('password')}
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/reset-password" className="touch-target font-medium text-brand-700 hover:underline">
          {t('auth.forgotPassword')}
        </Link>
        <Link to="/recover-account" className="touch-target font-medium text-brand-700 hover:underline">
          {t('auth.forgotUsername')}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
