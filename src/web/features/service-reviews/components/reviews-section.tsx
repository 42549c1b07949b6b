import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { Review } from '#shared/schemas/service-reviews';
import type { ServiceDetail } from '#shared/schemas/services';
import { buttonClasses } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { formatRelativeTime } from '#web/lib/relative-time';
import { useDeleteReview, useReviews, useUpdateReview } from '../api/service-reviews';
import { ReviewDialog } from './review-dialog';
import { Stars } from './stars';
import { AuthorAvatar, AuthorName } from '#web/components/author';

/** Reviews with the average (one decimal, five stars) and count. */
export function ReviewsSection({ service }: { service: ServiceDetail }) {
  const { t } = useTranslation();
  const reviews = useReviews(service.id);
  const { average, count } = service.rating;
  return (
    <section aria-labelledby="reviews-heading" className="mt-10">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        {t('services.reviews.title')}
      </h2>
      <p className="mt-2 flex items-center gap-2 text-slate-700">
        {average !== null ? (
          <>
            <span className="text-2xl font-bold" data-testid="rating-average">
              {average.toFixed(1)}
            </span>
            <Stars rating={average} />
          </>
        ) : null}
        <span className="text-sm text-slate-500">{t('services.reviews.count', { count })}</span>
      </p>
      {reviews.isPending ? (
        <Spinner className="mt-4" />
      ) : reviews.data && reviews.data.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-4">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} serviceId={service.id} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-500">{t('services.reviews.empty')}</p>
      )}
    </section>
  );
}

function ReviewItem({ review, serviceId }: { review: Review; serviceId: string }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateReview(serviceId);
  const deleteReview = useDeleteReview(serviceId);
  const remove = () =>
    deleteReview.mutate(review.id, {
      onSuccess: () => setConfirmingDelete(false),
      onError: (error) =>
        showToast({
          title: t('services.reviews.deleteFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 p-4">
      <AuthorAvatar author={review.reviewer} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <AuthorName author={review.reviewer} />
          <Stars rating={review.rating} />
          {/* Rendered on the server a moment earlier: 'just now' may have become '1 minute ago'. */}
          <time dateTime={review.createdAt} className="text-slate-500" suppressHydrationWarning>
            {formatRelativeTime(new Date(review.createdAt), i18n.language)}
          </time>
        </p>
        {review.comment && (
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{review.comment}</p>
        )}
        <div className="mt-1 flex gap-1">
          {review.canEdit && (
            <button
              type="button"
              className={buttonClasses('ghost', 'sm', 'h-7 px-2 text-xs')}
              onClick={() => setEditing(true)}
            >
              {t('comments.edit')}
            </button>
          )}
          {review.canDelete && (
            <button
              type="button"
              className={buttonClasses('ghost', 'sm', 'h-7 px-2 text-xs')}
              onClick={() => setConfirmingDelete(true)}
            >
              {t('comments.delete')}
            </button>
          )}
        </div>
      </div>
      {editing && (
        <ReviewDialog
          open={editing}
          onOpenChange={setEditing}
          initial={{ rating: review.rating, comment: review.comment ?? '' }}
          onSave={async (input) => {
            await update.mutateAsync({ reviewId: review.id, input });
            showToast({ title: t('services.reviews.updated') });
          }}
        />
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('services.reviews.deleteTitle')}
        description={t('services.reviews.deleteText')}
        confirmLabel={t('comments.delete')}
        busy={deleteReview.isPending}
        destructive
        onConfirm={remove}
      />
    </li>
  );
}
