import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { SERVICE_REQUEST_STATUSES } from '#shared/constants';
import type { ServiceRequest } from '#shared/schemas/service-requests';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { cn } from '#web/lib/cn';
import { useSetRequestStatus, type RequestStatus } from '../api/service-requests';

const CONFIRMED: ReadonlySet<RequestStatus> = new Set(['rejected', 'completed']);
const SUCCESS_KEY: Partial<Record<RequestStatus, string>> = {
  accepted: 'requests.toast.accepted',
  rejected: 'requests.toast.rejected',
  in_progress: 'requests.toast.inProgress',
  completed: 'requests.toast.completed',
};

/**
 * The seller's buttons for the next step (Accept or Reject, Start Working, Mark as Complete) and a
 * dropdown to set any status; rejecting and completing ask first (docs/product/states.md, Service
 * requests). On a request card and in the request's workspace alike.
 */
export function SellerControls({
  request,
  className = 'mt-4',
}: {
  request: Pick<ServiceRequest, 'id' | 'status'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const [asking, setAsking] = useState<RequestStatus | null>(null);
  const setStatus = useSetRequestStatus();
  const updating = setStatus.isPending;
  if (request.status === 'completed' || request.status === 'rejected') return null;

  const apply = (status: RequestStatus) =>
    setStatus.mutate(
      { requestId: request.id, status },
      {
        onSuccess: () => {
          setAsking(null);
          showToast({ title: t(SUCCESS_KEY[status] ?? 'requests.toast.updated') });
        },
        onError: () =>
          showToast({
            title: t('requests.toast.errorTitle'),
            description: t('requests.toast.failed'),
            variant: 'destructive',
          }),
      },
    );
  const choose = (status: RequestStatus) => (CONFIRMED.has(status) ? setAsking(status) : apply(status));

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {request.status === 'pending' && (
        <>
          <Button size="sm" disabled={updating} onClick={() => choose('accepted')}>
            {t('requests.actions.accept')}
          </Button>
          <Button size="sm" variant="outline" disabled={updating} onClick={() => choose('rejected')}>
            {t('requests.actions.reject')}
          </Button>
        </>
      )}
      {request.status === 'accepted' && (
        <Button size="sm" disabled={updating} onClick={() => choose('in_progress')}>
          {t('requests.actions.start')}
        </Button>
      )}
      {request.status === 'in_progress' && (
        <Button size="sm" disabled={updating} onClick={() => choose('completed')}>
          {t('requests.actions.complete')}
        </Button>
      )}
      <label htmlFor={selectId} className="sr-only">
        {t('requests.actions.setStatus')}
      </label>
      <select
        id={selectId}
        value={request.status}
        disabled={updating}
        onChange={(event) => choose(event.target.value as RequestStatus)}
        className="ml-auto h-9 rounded-lg border border-slate-300 bg-surface px-2 text-sm"
      >
        {SERVICE_REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`requests.status.${status}`)}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={
          asking === 'rejected' ? t('requests.confirm.rejectTitle') : t('requests.confirm.completeTitle')
        }
        description={
          asking === 'rejected' ? t('requests.confirm.rejectText') : t('requests.confirm.completeText')
        }
        confirmLabel={t('requests.confirm.confirm')}
        busy={updating}
        destructive={asking === 'rejected'}
        onConfirm={() => {
          if (asking) void apply(asking);
        }}
      />
    </div>
  );
}
