import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner';

/** Full-screen 'Loading...' with a spinner, while the app or a screen is getting ready. */
export function LoadingScreen() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-600"
    >
      <Spinner className="size-8" />
      <span>{ready ? t('common.loading') : 'Loading...'}</span>
    </div>
  );
}
