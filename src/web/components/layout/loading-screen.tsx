import { useTranslation } from '#web/i18n/react';
import { Spinner } from '../ui/spinner';

/** Full-screen 'Loading...' with a spinner, while the app or a screen is getting ready. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-600"
    >
      <Spinner className="size-8" />
      {/* Before any language's texts have arrived, in English. */}
      <span>{t('common.loading', { defaultValue: 'Loading...' })}</span>
    </div>
  );
}
