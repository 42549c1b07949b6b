import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useSession } from '#web/lib/session';
import { useSetBlocked } from '../api/blocks';

type BlockTarget = { handle: string; blocked: boolean; isSelf?: boolean };

/**
 * Blocking someone else (after a confirmation) or unblocking them, for whatever starts it (a
 * button, a menu item): null for a visitor or on one's own profile. `dialog` is the confirmation, to
 * render once, outside any menu that closes as it is chosen.
 */
export function useBlockAction({ handle, blocked, isSelf = false }: BlockTarget) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const setBlocked = useSetBlocked(handle);
  if (!user || isSelf) return null;

  const change = (next: boolean) =>
    setBlocked.mutate(next, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ title: t(next ? 'blocks.blockedToast' : 'blocks.unblockedToast', { handle }) });
      },
      onError: (error) =>
        showToast({
          title: t(next ? 'blocks.blockFailed' : 'blocks.unblockFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });

  return {
    blocked,
    pending: setBlocked.isPending,
    label: t(blocked ? 'blocks.unblock' : 'blocks.block'),
    /** What a screen reader hears: who is blocked. */
    accessibleLabel: blocked ? undefined : t('blocks.blockLabel', { handle }),
    start: () => (blocked ? change(false) : setConfirming(true)),
    dialog: blocked ? null : (
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('blocks.confirmTitle', { handle })}
        description={t('blocks.confirmText')}
        confirmLabel={t('blocks.block')}
        busy={setBlocked.isPending}
        onConfirm={() => change(true)}
      />
    ),
  };
}

/** Block (after a confirmation) or Unblock someone else; not shown to visitors or on one's own profile. */
export function BlockButton(target: BlockTarget) {
  const action = useBlockAction(target);
  if (!action) return null;
  if (action.blocked) {
    return (
      <Button variant="outline" disabled={action.pending} onClick={action.start}>
        {action.label}
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" onClick={action.start} aria-label={action.accessibleLabel}>
        <Ban className="size-4" aria-hidden="true" />
        {action.label}
      </Button>
      {action.dialog}
    </>
  );
}
