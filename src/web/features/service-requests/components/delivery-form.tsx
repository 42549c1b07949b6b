import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { MESSAGE_MAX_LENGTH } from '#shared/constants';
import { deliveryFieldsSchema, type Milestone } from '#shared/schemas/request-workspace';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { useDeliver } from '../api/request-workspace';
import { AttachmentPicker } from './attachment-picker';

/**
 * The seller's delivery: what it delivers (an open milestone of the agreed quote, or the whole
 * request), a note and files. The requester approves it or asks for changes.
 */
export function DeliveryForm({
  requestId,
  milestones,
  onDone,
}: {
  requestId: string;
  /**
   * The agreed quote's milestones still open, one of which the delivery is for; none when the quote
   * has no milestones, and the delivery is of the whole request.
   */
  milestones: Milestone[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const deliver = useDeliver(requestId);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const inFlight = useRef(false);
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: deliveryFieldsSchema,
    defaultValues: { milestoneId: milestones[0]?.id ?? '', body: '' },
    failureTitle: t('workspace.deliver.failed'),
    refusalToast: ({ error, texts }) =>
      error !== undefined && Object.keys(texts).length === 0
        ? { title: t('workspace.deliver.failed'), description: apiErrorText(t, error) }
        : undefined,
    onSubmit: async ({ milestoneId, body }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        await deliver.mutateAsync({ milestoneId, body, files, onProgress: setProgress });
        showToast({ title: t('workspace.deliver.sent') });
        onDone();
      } finally {
        inFlight.current = false;
        setProgress(null);
      }
    },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {milestones.length > 0 ? (
        <SelectField
          label={t('workspace.deliver.what')}
          error={fieldError('milestoneId')}
          {...form.register('milestoneId')}
        >
          {milestones.map((milestone) => (
            <option key={milestone.id} value={milestone.id}>
              {t('workspace.quote.milestoneName', { position: milestone.position, title: milestone.title })}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm font-medium text-slate-800">{t('workspace.delivery.ofWhole')}</p>
      )}
      <TextAreaField
        label={t('workspace.deliver.note')}
        value={body}
        maxLength={MESSAGE_MAX_LENGTH}
        error={fieldError('body')}
        {...form.register('body')}
      />
      <div className="flex flex-wrap items-center gap-2">
        <AttachmentPicker files={files} onChange={setFiles} disabled={submitting} />
        <span className="text-sm text-slate-600">
          {progress !== null
            ? t('workspace.composer.uploading', { percent: Math.round(progress * 100) })
            : t('workspace.deliver.filesHint')}
        </span>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('workspace.sending') : t('workspace.deliver.send')}
        </Button>
      </div>
    </form>
  );
}
