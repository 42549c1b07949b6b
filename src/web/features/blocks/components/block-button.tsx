import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useSession } from '#web/lib/session';
import { useSetBlocked } from '../api/blocks';

/** Block (after a confirmation) or Unblock someone else; not shown to visitors or on one's own profile. */
export function BlockButton({
  handle,
  blocked,
  isSelf = false,
}: {
  handle: string;
  blocked: boolean;
  isSelf?: boolean;
}) {
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

  if (blocked) {
    return (
      <Button variant="outline" disabled={setBlocked.isPending} onClick={() => change(false)}>
        {t('blocks.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setConfirming(true)}
        aria-label={t('blocks.blockLabel', { handle })}
      >
        <Ban className="size-4" aria-hidden="true" />
        {t('blocks.block')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('blocks.confirmTitle', { handle })}
        description={t('blocks.confirmText')}
        confirmLabel={t('blocks.block')}
        busy={setBlocked.isPending}
        onConfirm={() => change(true)}
      />
    </>
  );
}
