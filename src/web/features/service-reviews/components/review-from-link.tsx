import { useSearchParams } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { showToast } from '#web/components/ui/toast-store';
import { useCreateReview } from '../api/service-reviews';
import { ReviewDialog } from './review-dialog';

/** The rating dialog, opened by ?review={request id} from a completed outgoing request. */
export function ReviewFromLink({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const createReview = useCreateReview(serviceId);
  const [params, setParams] = useSearchParams();
  const requestId = params.get('review');
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        return next;
      },
      { replace: true },
    );
  if (!requestId) return null;
  return (
    <ReviewDialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onSave={async (input) => {
        await createReview.mutateAsync({ requestId, input });
        showToast({ title: t('services.rating.saved') });
      }}
    />
  );
}
