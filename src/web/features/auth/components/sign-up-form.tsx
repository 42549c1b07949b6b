import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signUpRequestSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText, apiFieldIds, fieldErrorTexts, zodFieldIds } from '../../../lib/api-error-text';
import { signUp } from '../api/auth-calls';
import { rememberPendingEmail } from '../pending-email';
import { UsernameField } from './username-field';

const REDIRECT_DELAY_MS = 800;

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', email: '', password: '', ageConfirmed: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.username || !values.email || !values.password) {
      showToast({
        title: t('auth.errorSigningUp'),
        description: t('errors.fillAllFields'),
        variant: 'destructive',
      });
      return;
    }
    const checked = signUpRequestSchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrorTexts(t, zodFieldIds(checked.error.issues)));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signUp(checked.data);
      rememberPendingEmail(checked.data.email);
      showToast({ title: t('auth.accountCreated'), description: t('auth.checkEmailToVerify') });
      setTimeout(() => navigate('/verify-email'), REDIRECT_DELAY_MS);
    } catch (error) {
      setErrors(fieldErrorTexts(t, apiFieldIds(error)));
      showToast({
        title: t('auth.errorSigningUp'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <UsernameField
        label={t('auth.username')}
        value={values.username}
        onChange={(username) => setValues({ ...values, username })}
        error={errors.username}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
        error={errors.email}
        required
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
        hint={t('auth.passwordHint')}
        error={errors.password}
        required
      />
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
        checked={values.ageConfirmed}
        onChange={(ageConfirmed) => setValues({ ...values, ageConfirmed })}
        error={errors.ageConfirmed}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
    </form>
  );
}
