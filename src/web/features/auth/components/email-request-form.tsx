import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';

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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('errors.emailRequired'));
      showToast({
        title: t('recovery.emailRequired'),
        description: t('errors.emailRequired'),
        variant: 'destructive',
      });
      return;
    }
    const checked = emailSchema.safeParse(email);
    if (!checked.success) {
      setError(t('errors.invalidEmail'));
      showToast({
        title: t('recovery.invalidEmail'),
        description: t('errors.invalidEmail'),
        variant: 'destructive',
      });
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onSubmit(checked.data);
    } catch (failure) {
      const limited = failure instanceof ApiRequestError && failure.status === 429;
      showToast({
        title: t('recovery.error'),
        description: limited ? apiErrorText(t, failure) : failureText,
        variant: 'destructive',
      });
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
        error={error}
        required
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
