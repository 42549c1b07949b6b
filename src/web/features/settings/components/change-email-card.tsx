import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_CHANGE_TOAST_MS } from '@shared/constants';
import { emailSchema } from '@shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorText, apiFieldIds, fieldErrorTexts } from '../../../lib/api-error-text';
import { useTwoFactorStatus } from '../../auth/api/two-factor-calls';
import { requestEmailChange } from '../api/account';
import { ConfirmationCodeField } from './confirmation-code-field';

/**
 * Change Email Address: the new address and the current password (and, with two-factor on, a code);
 * a link goes to the new address.
 */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const twoFactorOn = useTwoFactorStatus().data?.enabled === true;
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [busy, setBusy] = useState(false);

  const refuse = (title: string, description: string) =>
    showToast({ title, description, variant: 'destructive' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCodeError('');
    const checked = emailSchema.safeParse(newEmail);
    if (!checked.success) return refuse(t('recovery.invalidEmail'), t('errors.invalidEmail'));
    if (checked.data === currentEmail) return refuse(t('settings.email.sameEmail'), t('errors.sameEmail'));
    if (!password) return refuse(t('settings.email.passwordRequired'), t('errors.invalidPassword'));
    setBusy(true);
    try {
      await requestEmailChange({ newEmail: checked.data, password, code: code || undefined });
      setNewEmail('');
      setPassword('');
      setCode('');
      showToast({
        title: t('settings.email.sent'),
        description: t('settings.email.sentText'),
        durationMs: EMAIL_CHANGE_TOAST_MS,
      });
    } catch (error) {
      const wrongPassword = error instanceof ApiRequestError && error.body.messageId === 'invalidPassword';
      setCodeError(fieldErrorTexts(t, apiFieldIds(error)).code ?? '');
      refuse(
        wrongPassword ? t('settings.email.invalidPassword') : t('settings.email.errorTitle'),
        apiErrorText(t, error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="email-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="email-heading" className="text-lg font-semibold">
        {t('settings.email.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('settings.email.current', { email: currentEmail })}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('settings.email.newEmail')}
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        <TextField
          label={t('twoFactor.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ConfirmationCodeField twoFactorOn={twoFactorOn} value={code} onChange={setCode} error={codeError} />
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? t('settings.email.updating') : t('settings.email.update')}
        </Button>
      </form>
    </section>
  );
}
