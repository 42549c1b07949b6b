import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { REVIEW_COMMENT_MAX_LENGTH } from '#shared/constants';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { StarInput } from './stars';

/** 'Rate this Service': a star rating (required) and an optional comment, for a new or an edited review. */
export function ReviewDialog({
  open,
  onOpenChange,
  initial = { rating: 0, comment: '' },
  saving,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: { rating: number; comment: string };
  /** The saving mutation's pending state. */
  saving: boolean;
  onSave: (input: { rating: number; comment: string }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(initial.rating);
  const [comment, setComment] = useState(initial.comment);

  const save = async () => {
    if (rating < 1) {
      showToast({
        title: t('services.rating.required'),
        description: t('errors.ratingRequired'),
        variant: 'destructive',
      });
      return;
    }
    try {
      await onSave({ rating, comment });
      onOpenChange(false);
    } catch (error) {
      showToast({ title: apiErrorText(t, error), variant: 'destructive' });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('services.rating.title')}
      description={t('services.rating.description')}
      confirmLabel={saving ? t('services.rating.saving') : t('services.rating.submit')}
      busy={saving}
      onConfirm={() => void save()}
    >
      <div className="flex flex-col gap-4">
        <StarInput value={rating} onChange={setRating} />
        <TextAreaField
          label={t('services.rating.comment')}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
