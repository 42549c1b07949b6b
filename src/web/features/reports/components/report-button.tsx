import { Flag } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { REPORT_TARGET_TYPES } from '#shared/constants';
import { Button } from '#web/components/ui/button';
import { LazyPartBoundary } from '#web/components/lazy-part-boundary';
import { showToast } from '#web/components/ui/toast-store';
import { loadWhenIdle } from '#web/lib/load-when-idle';
import { useSession } from '#web/lib/session';

export type ReportTarget = { targetType: (typeof REPORT_TARGET_TYPES)[number]; targetId: string };

// The form and its checks (zod, react-hook-form) are not part of a page going live: they come once
// the page is idle, for a member who may report, or at the first tap.
const loadDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadDialog);

/**
 * Reporting a user, project or service to the staff, for whatever starts it (a button, a menu item):
 * `start` opens the form (a visitor is told to sign in), `dialog` is the form, to render once,
 * outside any menu that closes as it is chosen.
 */
export function useReportAction(target: ReportTarget) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const signedIn = Boolean(user);
  useEffect(() => (signedIn ? loadWhenIdle(loadDialog) : undefined), [signedIn]);

  const start = () => {
    if (!user) {
      showToast({ title: t('reports.signInRequired'), description: t('errors.signInToReport') });
      return;
    }
    setOpen(true);
  };

  const dialog = open && (
    <LazyPartBoundary>
      <Suspense fallback={null}>
        <ReportDialog {...target} onClose={() => setOpen(false)} />
      </Suspense>
    </LazyPartBoundary>
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
