import { useTranslation } from '#web/i18n/react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useUnbanMember } from '../api/admin';

/** Asks before lifting a member's ban, from their page or from the Bans tab. */
export function UnbanDialog({
  member,
  open,
  onOpenChange,
}: {
  member: { userId: string; name: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const unban = useUnbanMember();
  const name = member?.name ?? '';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.unban.title', { name })}
      description={t('admin.unban.description')}
      confirmLabel={t('admin.member.unban')}
      busy={unban.isPending}
      onConfirm={() =>
        member &&
        unban.mutate(member.userId, {
          onSuccess: () => {
            showToast({ title: t('admin.toasts.unbanned', { name }) });
            onOpenChange(false);
          },
          onError: (error) =>
            showToast({
              title: t('admin.toasts.unbanFailed'),
              description: apiErrorText(t, error),
              variant: 'destructive',
            }),
        })
      }
    />
  );
}
