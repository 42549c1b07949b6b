import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MFA_BACKUP_CODE_LENGTH, MFA_CODE_LENGTH } from '@shared/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { verifyMfa } from '../api/two-factor-calls';
import { useRefreshSession } from '../api/session';
import { safeDestination } from '../safe-destination';
import { BackToSignIn } from '../components/back-to-sign-in';

type Mode = 'totp' | 'backup';

/** Keeps only what a code may hold: digits for the app, letters and digits (upper case) for a backup code. */
const cleanCode = (mode: Mode, value: string) =>
  mode === 'totp'
    ? value.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH)
    : value
        .replace(/[^a-z0-9]/gi, '')
        .toUpperCase()
        .slice(0, MFA_BACKUP_CODE_LENGTH);

/** /verify-mfa: the second step of signing in, with an authenticator code or a backup code. */
export default function VerifyMfaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refreshSession = useRefreshSession();
  const [mode, setMode] = useState<Mode>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('mfa.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const expectedLength = mode === 'totp' ? MFA_CODE_LENGTH : MFA_BACKUP_CODE_LENGTH;
    if (code.length !== expectedLength) {
      showToast({
        title: t('errors.invalidCode'),
        description: t(mode === 'totp' ? 'errors.enterSixDigitCode' : 'mfa.enterBackupCode'),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    try {
      await verifyMfa({ kind: mode, code });
      await refreshSession();
      showToast({
        title: t('mfa.success'),
        description: t(mode === 'totp' ? 'mfa.authenticated' : 'mfa.backupVerified'),
      });
      navigate(safeDestination(params.get('from')), { replace: true });
    } catch (error) {
      setCode('');
      setBusy(false);
      if (!(error instanceof ApiRequestError)) {
        showToast({ title: t('errors.somethingWentWrong'), variant: 'destructive' });
      } else if (error.body.messageId === 'accountLocked') {
        showToast({ title: t('mfa.locked'), description: t('errors.accountLocked'), variant: 'destructive' });
      } else if (error.body.messageId === 'signInAgain') {
        showToast({ title: t('errors.signInAgain'), variant: 'destructive' });
        navigate('/auth', { replace: true });
      } else {
        const remaining = error.body.meta?.remainingAttempts;
        showToast({
          title: t('errors.invalidCode'),
          description:
            remaining === undefined
              ? apiErrorText(t, error)
              : t('mfa.attemptsRemaining', { count: remaining }),
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <BackToSignIn label={t('mfa.backToLogin')} />
      <ShieldCheck className="mt-6 size-10 text-brand-600" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">{t('mfa.title')}</h1>
      <p className="mt-2 text-slate-600">{t(mode === 'totp' ? 'mfa.totpIntro' : 'mfa.backupIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
        <TextField
          label={t(mode === 'totp' ? 'mfa.totpLabel' : 'mfa.backupLabel')}
          value={code}
          onChange={(event) => setCode(cleanCode(mode, event.target.value))}
          inputMode={mode === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoFocus
          className="[&_input]:text-center [&_input]:font-mono [&_input]:tracking-[0.4em]"
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t('mfa.verifying') : t('mfa.verify')}
        </Button>
      </form>
      <button
        type="button"
        onClick={() => {
          setMode(mode === 'totp' ? 'backup' : 'totp');
          setCode('');
        }}
        className="mt-4 text-sm font-medium text-brand-700 hover:underline"
      >
        {t(mode === 'totp' ? 'mfa.useBackup' : 'mfa.useAuthenticator')}
      </button>
    </div>
  );
}
