import { useTranslation } from '#web/i18n/react';
import type { FEEDBACK_STATUSES } from '#shared/constants';
import { cn } from '#web/lib/cn';

const TONES: Record<(typeof FEEDBACK_STATUSES)[number], string> = {
  open: 'bg-blue-100 text-blue-800',
  in_progress: 'bg-amber-100 text-amber-900',
  resolved: 'bg-green-100 text-green-800',
  dismissed: 'bg-slate-100 text-slate-700',
};

export function FeedbackStatusBadge({ status }: { status: (typeof FEEDBACK_STATUSES)[number] }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[status])}>
      {t(`feedback.status.${status}`)}
    </span>
  );
}
