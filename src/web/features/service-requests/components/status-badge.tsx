import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import type { RequestStatus } from '../api/service-requests';

// The badge variants of docs/product/screens-and-routes.md (Status badges): pending outline, accepted
// and completed default, in progress secondary, rejected destructive.
const VARIANT: Record<RequestStatus, string> = {
  pending: 'border border-slate-300 bg-surface text-slate-700',
  accepted: 'bg-slate-900 text-surface',
  in_progress: 'bg-slate-100 text-slate-800',
  completed: 'bg-slate-900 text-surface',
  rejected: 'bg-red-600 text-white',
};

export function StatusBadge({ status }: { status: RequestStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', VARIANT[status])}>
      {t(`requests.status.${status}`)}
    </span>
  );
}
