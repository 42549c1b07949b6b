import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { REVIEW_COMMENT_MAX_LENGTH } from '#shared/constants';
import { reviewInputSchema } from '#shared/schemas/service-reviews';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { StarInput } from './stars';

import type { ReviewDialogProps } from './review-dialog';

/** 'Rate this Service': a star rating (required) and an optional comment, for a new or an edited review. */
export default function ReviewFormDialog({
  open,
  onOpenChange,
  initial = { rating: 0, comment: '' },
  onSave,
}: ReviewDialogProps) {
  const { t } = useTranslation();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: reviewInputSchema,
    defaultValues: initial,
    // A missing rating: 'Rating Required', 'Please select a star rating'; the server's refusal: its message.
    failureTitle: t('services.rating.required'),
    refusalToast: ({ error, texts }) =>
      error !== undefined && Object.keys(texts).length === 0 ? { title: apiErrorText(t, error) } : undefined,
    onSubmit: async (_checked, typed) => {
      await onSave(typed);
      onOpenChange(false);
    },
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('services.rating.title')}
      description={t('services.rating.description')}
      confirmLabel={submitting ? t('services.rating.saving') : t('services.rating.submit')}
      busy={submitting}
      onConfirm={() => void submit()}
    >
      <div className="flex flex-col gap-4">
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarInput value={field.value} onChange={field.onChange} error={fieldError('rating')} />
          )}
        />
        <TextAreaField
          label={t('services.rating.comment')}
          value={comment}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          error={fieldError('comment')}
          {...form.register('comment')}
        />
      </div>
    </ConfirmDialog>
  );
}
