import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from '#shared/constants';
import { reportInputSchema } from '#shared/schemas/reports';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { SelectField } from '#web/components/ui/select-field';
import { useSubmitReport } from '../api/reports';
import type { ReportTarget } from './report-button';

// What the reporter types; what is reported comes from the page.
const reportFormSchema = reportInputSchema.pick({ reason: true, details: true });

/** The report form: a reason (required) and optional details, sent to the staff. */
export default function ReportDialog({
  targetType,
  targetId,
  onClose,
}: ReportTarget & { onClose: () => void }) {
  const { t } = useTranslation();
  const report = useSubmitReport();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: reportFormSchema,
    defaultValues: { reason: '', details: '' },
    // 'Could not submit report', with the server's message or the field's.
    failureTitle: t('reports.failed'),
    onSubmit: async (_checked, typed) => {
      await report.mutateAsync({ targetType, targetId, ...typed });
      // Sent: the form is no longer holding an unsaved edit as it closes.
      form.reset();
      onClose();
      showToast({ title: t('reports.submitted'), description: t('reports.thanks') });
    },
  });
  const details = useWatch({ control: form.control, name: 'details' }) ?? '';

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`reports.title.${targetType}`)}
      description={t('reports.description')}
      confirmLabel={submitting ? t('reports.submitting') : t('reports.submit')}
      busy={submitting}
      onConfirm={() => void submit()}
    >
      <div className="flex flex-col gap-4">
        <SelectField label={t('reports.reason')} error={fieldError('reason')} {...form.register('reason')}>
          <option value="">{t('reports.chooseReason')}</option>
          {REPORT_REASONS.map((option) => (
            <option key={option} value={option}>
              {t(`reports.reasons.${option}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('reports.details')}
          value={details}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          error={fieldError('details')}
          {...form.register('details')}
        />
      </div>
    </ConfirmDialog>
  );
}
