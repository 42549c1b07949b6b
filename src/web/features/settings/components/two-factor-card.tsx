import { Copy, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnrollmentResponse } from '@shared/schemas/two-factor';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { showToast } from '../../../components/ui/toast-store';
import { apiErrorText, apiFieldIds, fieldErrorTexts } from '../../../lib/api-error-text';
import { useTwoFactorCalls, useTwoFactorStatus } from '../../auth/api/two-factor-calls';
import { useSessionCalls } from '../api/account';
import { ConfirmationCodeField } from './confirmation-code-field';

/** Settings' two-factor card: off → (password) enrolling with QR, secret and backup codes → (code) on → (confirm) off. */
export function TwoFactorCard() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  const calls = useTwoFactorCalls();
  const [askingPassword, setAskingPassword] = useState(false);
  const [enrollment, setEnrollment] = useState<EnrollmentResponse | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The authenticator or backup code that confirms turning two-factor off (not the enrolment code).
  const [disableCode, setDisableCode] = useState('');
  const [disableCodeError, setDisableCodeError] = useState('');
  const [busy, setBusy] = useState(false);
  const [offerSignOut, setOfferSignOut] = useState(false);
  const sessionCalls = useSessionCalls();

  const run = async (work: () => Promise<void>, failureTitle: string, failureText?: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showToast({
        title: failureTitle,
        description: failureText ?? apiErrorText(t, error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setEnrollment(null);
    setAskingPassword(false);
    setPassword('');
    setCode('');
  };

  const startEnrollment = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setEnrollment(await calls.enroll(password));
      setAskingPassword(false);
      setPassword('');
    }, t('twoFactor.enrollFailed'));
  };

  const confirmCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      showToast({
        title: t('errors.invalidCode'),
        description: t('errors.enterSixDigitCode'),
        variant: 'destructive',
      });
      return;
    }
    void run(
      async () => {
        await calls.confirm(code);
        cancel();
        setOfferSignOut(true);
        showToast({ title: t('twoFactor.enabledTitle'), description: t('twoFactor.enabledText') });
      },
      t('twoFactor.errorTitle'),
      t('twoFactor.invalidVerificationCode'),
    );
  };

  const disable = () =>
    run(async () => {
      setDisableCodeError('');
      try {
        await calls.disable({ password, code: disableCode || undefined });
      } catch (error) {
        setDisableCodeError(fieldErrorTexts(t, apiFieldIds(error)).code ?? '');
        throw error;
      }
      setDisabling(false);
      setPassword('');
      setDisableCode('');
      setOfferSignOut(true);
      showToast({ title: t('twoFactor.disabledTitle'), description: t('twoFactor.disabledText') });
    }, t('twoFactor.disableFailed'));

  const signOutOthers = () =>
    run(async () => {
      await sessionCalls.signOutOthers();
      setOfferSignOut(false);
      showToast({ title: t('settings.sessions.signedOut') });
    }, t('twoFactor.errorTitle'));

  const copySecret = async (secret: string) => {
    await navigator.clipboard.writeText(secret);
    showToast({ title: t('twoFactor.copied'), description: t('twoFactor.copiedText') });
  };

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-brand-600" aria-hidden="true" />
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          {t('twoFactor.title')}
        </h2>
      </div>

      {status.data?.enabled ? (
        <div className="mt-3">
          <p className="text-sm text-slate-700">
            {t('twoFactor.onText', { count: status.data.backupCodesRemaining })}
          </p>
          <Button variant="outline" className="mt-4" onClick={() => setDisabling(true)}>
            {t('twoFactor.disable')}
          </Button>
        </div>
      ) : enrollment ? (
        <div className="mt-4 flex flex-col gap-5">
          <p className="text-sm text-slate-700">{t('twoFactor.scan')}</p>
          <img src={enrollment.qrCodeDataUrl} alt={t('twoFactor.qrAlt')} className="size-48 self-center" />
          <div>
            <p className="text-sm text-slate-600">{t('twoFactor.secretLabel')}</p>
            <div className="mt-1 flex items-center gap-2">
              <code
                data-testid="totp-secret"
                className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all"
              >
                {enrollment.secret}
              </code>
              <button
                type="button"
                onClick={() => void copySecret(enrollment.secret)}
                aria-label={t('twoFactor.copySecret')}
                className="rounded p-1.5 hover:bg-slate-100"
              >
                <Copy className="size-4" aria-hidden="true" />
              </button>
            </div>
          </div>
          <div>
            <h3 className="font-medium">{t('twoFactor.backupTitle')}</h3>
            <p className="text-sm text-slate-600">{t('twoFactor.backupText')}</p>
            <ul
              aria-label={t('twoFactor.backupTitle')}
              className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
            >
              {enrollment.backupCodes.map((backupCode) => (
                <li key={backupCode} className="rounded bg-slate-100 px-2 py-1 text-center">
                  {backupCode}
                </li>
              ))}
            </ul>
          </div>
          <form onSubmit={confirmCode} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              label={t('twoFactor.codeLabel')}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="flex-1"
            />
            <Button type="submit" disabled={busy}>
              {t('twoFactor.verify')}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t('common.cancel')}
            </Button>
          </form>
        </div>
      ) : askingPassword ? (
        <form
          onSubmit={startEnrollment}
          noValidate
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <TextField
            label={t('twoFactor.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" disabled={busy || !password}>
            {t('twoFactor.continue')}
          </Button>
          <Button variant="ghost" onClick={cancel}>
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-slate-700">{t('twoFactor.offText')}</p>
          <Button className="mt-4" onClick={() => setAskingPassword(true)} disabled={status.isPending}>
            {t('twoFactor.enable')}
          </Button>
        </div>
      )}

      {offerSignOut && (
        <div className="mt-5 rounded-xl bg-slate-50 p-4">
          <p className="text-sm text-slate-700">{t('twoFactor.offerSignOut')}</p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void signOutOthers()}>
              {t('settings.sessions.signOutOthers')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOfferSignOut(false)}>
              {t('twoFactor.notNow')}
            </Button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={disabling}
        onOpenChange={(open) => {
          setDisabling(open);
          if (open) return;
          setPassword('');
          setDisableCode('');
          setDisableCodeError('');
        }}
        title={t('twoFactor.disableTitle')}
        description={t('twoFactor.disableConfirm')}
        confirmLabel={t('twoFactor.disable')}
        busy={busy || !password}
        onConfirm={() => void disable()}
      >
        <div className="flex flex-col gap-4">
          <TextField
            label={t('twoFactor.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <ConfirmationCodeField
            twoFactorOn={status.data?.enabled === true}
            value={disableCode}
            onChange={setDisableCode}
            error={disableCodeError}
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}
