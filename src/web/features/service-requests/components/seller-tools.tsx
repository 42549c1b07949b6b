import { PackageCheck, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { RequestWorkspace } from '#shared/schemas/request-workspace';
import { Button } from '#web/components/ui/button';
import { DeliveryForm } from './delivery-form';
import { FormDialog } from './form-dialog';
import { QuoteForm } from './quote-form';

/**
 * The seller's Send quote and Deliver, beside the composer, each while the request allows it
 * (docs/decisions/0051): a quote while pending or accepted and none is agreed; a delivery while
 * accepted or in progress, of an open milestone when the agreed quote has them. The server checks
 * again.
 */
export function SellerTools({ workspace }: { workspace: RequestWorkspace }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'quote' | 'delivery' | null>(null);
  const agreed = workspace.quote?.status === 'accepted' ? workspace.quote : null;
  const canQuote = (workspace.status === 'pending' || workspace.status === 'accepted') && !agreed;
  const milestones = agreed?.milestones ?? [];
  const openMilestones = milestones.filter((milestone) => milestone.status === 'open');
  // With milestones, each delivery is of one still open; without, of the whole request.
  const canDeliver =
    (workspace.status === 'accepted' || workspace.status === 'in_progress') &&
    (milestones.length === 0 || openMilestones.length > 0);
  if (!canQuote && !canDeliver) return null;
  const close = () => setOpen(null);
  return (
    <>
      {canQuote && (
        <Button size="sm" variant="outline" onClick={() => setOpen('quote')}>
          <Receipt aria-hidden className="size-4" />
          {t('workspace.quoteForm.open')}
        </Button>
      )}
      {canDeliver && (
        <Button size="sm" variant="outline" onClick={() => setOpen('delivery')}>
          <PackageCheck aria-hidden className="size-4" />
          {t('workspace.deliver.open')}
        </Button>
      )}
      <FormDialog
        open={open === 'quote'}
        onOpenChange={(next) => setOpen(next ? 'quote' : null)}
        title={t('workspace.quoteForm.title')}
        description={t('workspace.quote.offPlatform')}
      >
        <QuoteForm
          requestId={workspace.id}
          currency={workspace.service.currency}
          price={workspace.service.price}
          onDone={close}
        />
      </FormDialog>
      <FormDialog
        open={open === 'delivery'}
        onOpenChange={(next) => setOpen(next ? 'delivery' : null)}
        title={t('workspace.deliver.title')}
        description={t('workspace.deliver.description')}
      >
        <DeliveryForm requestId={workspace.id} milestones={openMilestones} onDone={close} />
      </FormDialog>
    </>
  );
}
