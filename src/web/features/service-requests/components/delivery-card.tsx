import { PackageCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { RequestEntry } from '#shared/schemas/request-workspace';
import { Button } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useAnswerDelivery } from '../api/request-workspace';
import { nameOf } from '../lib/formats';
import { ChangesForm } from './changes-form';
import { FileChips } from './file-chips';
import { StatePill } from './quote-card';

type Delivery = NonNullable<RequestEntry['delivery']>;

const TONE: Record<Delivery['status'], string> = {
  submitted: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  changesRequested: 'bg-orange-100 text-orange-900',
};

/** What a delivery delivers, in words: 'Delivery of milestone 2: Sketches' or of the whole request. */
export function useDeliveryTitle() {
  const { t } = useTranslation();
  return (delivery: Delivery) =>
    delivery.milestone
      ? t('workspace.delivery.ofMilestone', {
          position: delivery.milestone.position,
          title: delivery.milestone.title,
        })
      : t('workspace.delivery.ofWhole');
}

/**
 * A delivery in the thread: what it delivers, the seller's note and files, and its state; while it
 * waits, the requester approves it or asks for changes.
 */
export function DeliveryCard({
  entry,
  delivery,
  requestId,
  canAnswer,
}: {
  entry: RequestEntry;
  delivery: Delivery;
  requestId: string;
  canAnswer: boolean;
}) {
  const { t } = useTranslation();
  const titleOf = useDeliveryTitle();
  const [askingChanges, setAskingChanges] = useState(false);
  const answer = useAnswerDelivery(requestId);
  const approving = useRef(false);
  const approve = () => {
    if (approving.current) return;
    approving.current = true;
    answer.mutate(
      { deliveryId: delivery.id, answer: 'approve' },
      {
        onSuccess: () => showToast({ title: t('workspace.delivery.approvedToast') }),
        onError: (error) =>
          showToast({
            title: t('workspace.delivery.answerFailed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
        onSettled: () => {
          approving.current = false;
        },
      },
    );
  };
  const waiting = delivery.status === 'submitted';
  return (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-surface p-4 text-left text-sm shadow-sm">
      <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500">
        <PackageCheck aria-hidden className="size-4" />
        {t('workspace.event.delivered', { name: nameOf(entry.author, t('comments.unknownUser')) })}
      </p>
      <div className="mt-1 flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold">{titleOf(delivery)}</p>
        <StatePill tone={TONE[delivery.status]}>
          {t(`workspace.delivery.status.${delivery.status}`)}
        </StatePill>
      </div>
      {entry.body && <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{entry.body}</p>}
      <FileChips files={entry.files} />
      {canAnswer && waiting && !askingChanges && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={approve}>
            {t('workspace.delivery.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => setAskingChanges(true)}
          >
            {t('workspace.delivery.askChanges')}
          </Button>
        </div>
      )}
      {canAnswer && waiting && askingChanges && (
        <ChangesForm requestId={requestId} deliveryId={delivery.id} onDone={() => setAskingChanges(false)} />
      )}
    </div>
  );
}
