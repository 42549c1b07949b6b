import { lazy, Suspense } from 'react';
import type { ReviewInput } from '#shared/schemas/service-reviews';
import { LazyPartBoundary } from '#web/components/lazy-part-boundary';
import { useLive } from '#web/lib/use-live';

export type ReviewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: { rating: number; comment: string };
  onSave: (input: ReviewInput) => Promise<unknown>;
};

// The form and its checks (zod, react-hook-form) are not part of a service page going live: they
// come when the dialog opens.
const ReviewFormDialog = lazy(() => import('./review-form-dialog'));

/** 'Rate this Service', its code loaded once it opens (at the earliest, once the app is live). */
export function ReviewDialog(props: ReviewDialogProps) {
  const live = useLive();
  if (!props.open || !live) return null;
  return (
    <LazyPartBoundary>
      <Suspense fallback={null}>
        <ReviewFormDialog {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}
