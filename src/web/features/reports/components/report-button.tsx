import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { REPORT_REASONS, type REPORT_TARGET_TYPES } from '#shared/constants';
import type { ReportInput } from '#shared/schemas/reports';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useSession } from '#web/lib/session';
import { useSubmitReport } from '../api/reports';
import { SelectField } from '#web/components/ui/select-field';

/** Report a user, project or service to the staff: a reason (required) and optional details. */
export function ReportButton({
  targetType,
  targetId,
}: {
  targetType: (typeof REPORT_TARGET_TYPES)[number];
  targetId: string;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const report = useSubmitReport();

  const start = () => {
    if (!user) {
      showToast({ title: t('reports.signInRequired'), description: t('errors.signInToReport') });
      return;
    }
    setOpen(true);
  };

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setDetails('');
    }
  };

  const submit = () => {
    if (!reason) {
      showToast({
        title: t('reports.failed'),
        description: t('errors.reasonRequired'),
        variant: 'destructive',
      });
      return;
    }
    report.mutate(
      // The reasons offered are the schema's own; the server checks the choice again.
      { targetType, targetId, reason: reason as ReportInput['reason'], details },
      {
        onSuccess: () => {
          close(false);
          showToast({ title: t('reports.submitted'), description: t('reports.thanks') });
        },
        onError: (error) =>
          showToast({
            title: t('reports.failed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <>
      <Button variant="ghost" onClick={start}>
        <Flag aria-hidden className="size-4" />
        {t('reports.report')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title={t(`reports.title.${targetType}`)}
        description={t('reports.description')}
        confirmLabel={report.isPending ? t('reports.submitting') : t('reports.submit')}
        busy={report.isPending}
        confirmDisabled={!reason}
        onConfirm={submit}
      >
        <div className="flex flex-col gap-4">
          <SelectField
            label={t('reports.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          >
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
            maxLength={2000}
            onChange={(event) => setDetails(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
