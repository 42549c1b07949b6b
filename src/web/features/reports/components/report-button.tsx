import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type REPORT_TARGET_TYPES } from '#shared/constants';
import { reportInputSchema } from '#shared/schemas/reports';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useSession } from '#web/lib/session';
import { useSubmitReport } from '../api/reports';
import { SelectField } from '#web/components/ui/select-field';

// What the reporter types; what is reported comes from the page.
const reportFormSchema = reportInputSchema.pick({ reason: true, details: true });

type ReportTarget = { targetType: (typeof REPORT_TARGET_TYPES)[number]; targetId: string };

/**
 * Reporting a user, project or service to the staff, for whatever starts it (a button, a menu item):
 * `start` opens the form (a visitor is told to sign in), `dialog` is the form, to render once,
 * outside any menu that closes as it is chosen.
 */
export function useReportAction({ targetType, targetId }: ReportTarget) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const report = useSubmitReport();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: reportFormSchema,
    defaultValues: { reason: '', details: '' },
    // 'Could not submit report', with the server's message or the field's.
    failureTitle: t('reports.failed'),
    onSubmit: async (_checked, typed) => {
      await report.mutateAsync({ targetType, targetId, ...typed });
      close(false);
      showToast({ title: t('reports.submitted'), description: t('reports.thanks') });
    },
  });
  const details = useWatch({ control: form.control, name: 'details' }) ?? '';

  const start = () => {
    if (!user) {
      showToast({ title: t('reports.signInRequired'), description: t('errors.signInToReport') });
      return;
    }
    setOpen(true);
  };

  function close(next: boolean) {
    setOpen(next);
    if (!next) form.reset();
  }

  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
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
  return { label: t('reports.report'), start, dialog };
}

/** Report a user, project or service to the staff: a reason (required) and optional details. */
export function ReportButton(target: ReportTarget) {
  const { label, start, dialog } = useReportAction(target);
  return (
    <>
      <Button variant="ghost" onClick={start}>
        <Flag aria-hidden className="size-4" />
        {label}
      </Button>
      {dialog}
    </>
  );
}
