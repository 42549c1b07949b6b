import { useTranslation } from '#web/i18n/react';

/** The backup codes shown once while enrolling, each good for one sign-in without the app. */
export function TwoFactorBackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="font-medium">{t('twoFactor.backupTitle')}</h3>
      <p className="text-sm text-slate-600">{t('twoFactor.backupText')}</p>
      <ul
        aria-label={t('twoFactor.backupTitle')}
        className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
