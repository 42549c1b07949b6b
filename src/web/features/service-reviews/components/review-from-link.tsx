import { useSearchParams } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { showToast } from '#web/components/ui/toast-store';
import { useCreateReview } from '../api/service-reviews';
import { ReviewDialog } from './review-dialog';

/** A star count from the address (1 to 5), or none: anything else is ignored. */
function presetRating(value: string | null) {
  const rating = Number(value);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0;
}

/**
 * The rating dialog, opened by ?review={request id} from a completed outgoing request. The completion
 * email's stars add &rating={1-5}: the dialog opens with that many stars chosen, still to be changed
 * at will and sent with Submit.
 */
export function ReviewFromLink({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const createReview = useCreateReview(serviceId);
  const [params, setParams] = useSearchParams();
  const requestId = params.get('review');
  const rating = presetRating(params.get('rating'));
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('review');
        next.delete('rating');
        return next;
      },
      { replace: true },
    );
  if (!requestId) return null;
  return (
    <ReviewDialog
      open
      initial={{ rating, comment: '' }}
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
