import { ArrowRightLeft, BadgeCheck, CircleCheck, CircleX, Receipt, RotateCcw } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import type { RequestEntry } from '#shared/schemas/request-workspace';
import { nameOf } from '../lib/formats';
import { DeliveryCard, useDeliveryTitle } from './delivery-card';
import { QuoteCard } from './quote-card';
import { EntryFrame, EventLine, EventText, MessageBubble } from './thread-entry-parts';

// The status changes with a verb of their own; any other is told as 'changed the status to'.
const STATUS_VERBS = new Set(['accepted', 'rejected', 'in_progress', 'completed']);

/**
 * One entry of a request's thread: a message as a bubble (one's own on the right), an event as a
 * centered line, and a quote or a delivery as a card showing it as it stands now.
 */
export function ThreadEntry({
  entry,
  requestId,
  canAnswerDeliveries,
}: {
  entry: RequestEntry;
  requestId: string;
  /** The requester, while they may write: a delivery waiting shows Approve and Ask for changes. */
  canAnswerDeliveries: boolean;
}) {
  const { t } = useTranslation();
  const titleOf = useDeliveryTitle();
  const name = nameOf(entry.author, t('comments.unknownUser'));

  switch (entry.kind) {
    case 'message':
      return <MessageBubble entry={entry} name={name} />;
    case 'status': {
      const to = entry.status?.to;
      const text = !to
        ? t('workspace.event.statusUnknown', { name })
        : entry.author && STATUS_VERBS.has(to)
          ? t(`workspace.event.status.${to}`, { name })
          : entry.author
            ? t('workspace.event.statusChangedBy', { name, status: t(`requests.status.${to}`) })
            : t('workspace.event.statusChanged', { status: t(`requests.status.${to}`) });
      return <EventLine entry={entry} icon={ArrowRightLeft} text={text} />;
    }
    case 'quote':
      return (
        <EntryFrame entry={entry}>
          {entry.quote ? (
            <QuoteCard
              quote={entry.quote}
              heading={t('workspace.event.quoteSent', { name })}
              className="w-full max-w-md text-left"
            />
          ) : (
            <EventText icon={Receipt} text={t('workspace.event.quoteSent', { name })} />
          )}
        </EntryFrame>
      );
    case 'quoteAccepted':
      return (
        <EventLine entry={entry} icon={CircleCheck} text={t('workspace.event.quoteAccepted', { name })} />
      );
    case 'quoteDeclined':
      return <EventLine entry={entry} icon={CircleX} text={t('workspace.event.quoteDeclined', { name })} />;
    case 'delivery':
      return (
        <EntryFrame entry={entry}>
          {entry.delivery ? (
            <DeliveryCard
              entry={entry}
              delivery={entry.delivery}
              requestId={requestId}
              canAnswer={canAnswerDeliveries}
            />
          ) : (
            <EventText icon={Receipt} text={t('workspace.event.delivered', { name })} />
          )}
        </EntryFrame>
      );
    case 'deliveryApproved':
      return (
        <EventLine
          entry={entry}
          icon={BadgeCheck}
          text={t('workspace.event.deliveryApproved', { name })}
          detail={entry.delivery ? titleOf(entry.delivery) : null}
        />
      );
    case 'changesRequested':
      return (
        <EventLine
          entry={entry}
          icon={RotateCcw}
          text={t('workspace.event.changesRequested', { name })}
          detail={entry.delivery ? titleOf(entry.delivery) : null}
          note={entry.body}
        />
      );
  }
}
