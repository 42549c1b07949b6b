import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { MESSAGE_MAX_LENGTH } from '#shared/constants';
import { changesInputSchema } from '#shared/schemas/request-workspace';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { useAnswerDelivery } from '../api/request-workspace';

/** 'Ask for changes': what should change, sent as the requester's answer to a delivery (a revision). */
export function ChangesForm({
  requestId,
  deliveryId,
  onDone,
}: {
  requestId: string;
  deliveryId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerDelivery(requestId);
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: changesInputSchema,
    defaultValues: { note: '' },
    failureTitle: t('workspace.delivery.answerFailed'),
    refusalToast: ({ error, texts }) =>
      error !== undefined && Object.keys(texts).length === 0
        ? { title: t('workspace.delivery.answerFailed'), description: apiErrorText(t, error) }
        : undefined,
    onSubmit: async ({ note }) => {
      await answer.mutateAsync({ deliveryId, answer: 'changes', note });
      showToast({ title: t('workspace.delivery.changesSent') });
      onDone();
    },
  });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2">
      <TextAreaField
        label={t('workspace.delivery.changesNote')}
        value={note}
        maxLength={MESSAGE_MAX_LENGTH}
        error={fieldError('note')}
        // The box takes focus as it opens: the person asked to write in it.
        autoFocus
        {...form.register('note')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={submitting}>
          {submitting ? t('workspace.sending') : t('workspace.delivery.sendChanges')}
        </Button>
      </div>
    </form>
  );
}
