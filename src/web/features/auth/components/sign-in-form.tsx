import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText } from '../../../lib/api-error-text';
import { signIn } from '../api/auth-calls';
import { useRefreshSession } from '../api/session';

export function SignInForm({ destination }: { destination: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      showToast({
        title: t('auth.errorSigningIn'),
        description: t('errors.fillAllFields'),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      const { status } = await signIn({ email, password });
      if (status === 'mfa_required') {
        navigate(`/verify-mfa?from=${encodeURIComponent(destination)}`);
        return;
      }
      await refreshSession();
      showToast({ title: t('auth.welcomeBack') });
      navigate(destination, { replace: true });
    } catch (error) {
      showToast({
        title: t('auth.errorSigningIn'),
        description: apiErrorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/reset-password" className="font-medium text-brand-700 hover:underline">
          {t('auth.forgotPassword')}
        </Link>
        <Link to="/recover-account" className="font-medium text-brand-700 hover:underline">
          {t('auth.forgotUsername')}
        </Link>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
    </form>
  );
}
