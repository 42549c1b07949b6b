import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';

/** The small "Back" link above the recovery forms. */
export function BackToSignIn({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/auth"
      className="touch-target inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label ?? t('recovery.back')}
    </Link>
  );
}
