import { useTranslation } from '#web/i18n/react';
import { useJobStatus } from '../api/admin';

/**
 * Says on the dashboard when background jobs (mail among them) failed every attempt, and how the
 * operator lists and retries them: otherwise a mail server refusing mail goes unnoticed for days.
 */
export function FailedJobsNotice() {
  const { t } = useTranslation();
  const { data } = useJobStatus();
  if (!data?.failed) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {t('admin.failedJobs', { count: data.failed })}
    </p>
  );
}
