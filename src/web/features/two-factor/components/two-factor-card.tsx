import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { useEnrollTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog';
import { TwoFactorPasswordForm } from './two-factor-password-form';
import { TwoFactorSetup } from './two-factor-setup';

/** Settings' two-factor card: off → (password) enrolling with QR, secret and backup codes → (code) on → (confirm) off. */
export function TwoFactorCard({
  signOutOffer,
}: {
  /** Shown once two-factor was turned on or off: the account's offer to sign other devices out. */
  signOutOffer: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  // The enrolment (secret, QR code, backup codes) is the answer to the password, kept until confirmed.
  const enroll = useEnrollTwoFactor();
  const [askingPassword, setAskingPassword] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [offerSignOut, setOfferSignOut] = useState(false);

  const cancel = () => {
    enroll.reset();
    setAskingPassword(false);
  };

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-brand-500" aria-hidden="true" />
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
      ) : enroll.data ? (
        <TwoFactorSetup
          enrollment={enroll.data}
          onCancel={cancel}
          onEnabled={() => {
            cancel();
            setOfferSignOut(true);
          }}
        />
      ) : askingPassword ? (
        <TwoFactorPasswordForm enroll={enroll.mutateAsync} onCancel={cancel} />
      ) : (
        <div className="mt-3">
          <p className="text-sm text-slate-700">{t('twoFactor.offText')}</p>
          <Button className="mt-4" onClick={() => setAskingPassword(true)} disabled={status.isPending}>
            {t('twoFactor.enable')}
          </Button>
        </div>
      )}

      {offerSignOut && signOutOffer(() => setOfferSignOut(false))}

      <TwoFactorDisableDialog
        open={disabling}
        onOpenChange={setDisabling}
        twoFactorOn={status.data?.enabled === true}
        onDisabled={() => setOfferSignOut(true)}
      />
    </section>
  );
}
