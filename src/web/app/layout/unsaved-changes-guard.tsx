import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useHasUnsavedChanges } from '#web/lib/unsaved-changes';

/**
 * Asks before an unsaved edit is dropped: leaving for another screen of the app (a dialog), or
 * closing or reloading the tab (the browser's own question). Forms opt in through useApiForm.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const unsaved = useHasUnsavedChanges();
  // Another screen only: a jump within the page (#privacy) or a filter in the address keeps the form.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('unsaved.title')}
      description={t('unsaved.text')}
      confirmLabel={t('unsaved.leave')}
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
