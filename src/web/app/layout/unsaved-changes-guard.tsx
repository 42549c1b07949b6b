import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { savingNow, unsavedNow, useUnsavedState } from '#web/lib/unsaved-changes';

/**
 * Asks before an unsaved edit is dropped: leaving for another screen of the app (a dialog), or
 * closing or reloading the tab (the browser's own question). Forms opt in through useApiForm; a
 * form whose draft the server keeps (decision 52) says so, and the browser asks only while its
 * last keystrokes are still on their way.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const unsaved = useUnsavedState();
  // Another screen only: a jump within the page (#privacy) or a filter in the address keeps the form.
  // Read at the moment of leaving, not at the last render: a form just saved, or saving and opening
  // what it saved, leaves at once.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedNow() !== null && !savingNow() && currentLocation.pathname !== nextLocation.pathname,
  );
  const browserAsks = unsaved === 'unsaved' || unsaved === 'draft';
  useEffect(() => {
    if (!browserAsks) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [browserAsks]);
  const kept = unsaved === 'draft' || unsaved === 'draftSaved';
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={kept ? t('unsaved.draftTitle') : t('unsaved.title')}
      description={kept ? t('unsaved.draftText') : t('unsaved.text')}
      confirmLabel={kept ? t('unsaved.draftLeave') : t('unsaved.leave')}
      destructive={!kept}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
