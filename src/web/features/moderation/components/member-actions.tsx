import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { MemberDetail } from '#shared/schemas/moderation';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useDeleteMember } from '../api/admin';
import { BanDialog } from './ban-dialog';
import { memberName } from '#web/components/staff/member-ref';
import { UnbanDialog } from './unban-dialog';
import { WarnDialog } from './warn-dialog';

type Open = 'warn' | 'ban' | 'unban' | 'delete' | null;

/**
 * What the viewer may do to this member, each behind a confirmation: the server's `allowed` says which
 * (their powers and the rank rule), and refuses again if the page is stale.
 */
export function MemberActions({ member, onDeleted }: { member: MemberDetail; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteMember();
  // docs/product/validation.md asks for the username typed exactly before a staff deletion; the server
  // checks it too.
  const [typed, setTyped] = useState('');
  const [typedWrong, setTypedWrong] = useState(false);
  const name = memberName(member);
  const target = { userId: member.userId, name };
  const { allowed } = member;
  const close = (next: boolean) => {
    if (next) return;
    setOpen(null);
    setTyped('');
    setTypedWrong(false);
  };
  const confirmDeletion = () => {
    if (typed.trim() !== member.username) {
      setTypedWrong(true);
      return;
    }
    remove.mutate(
      { userId: member.userId, confirmation: member.username },
      {
        onSuccess: () => {
          showToast({ title: t('admin.toasts.deleted', { name }) });
          close(false);
          onDeleted();
        },
        onError: (error) =>
          showToast({
            title: t('admin.toasts.deleteFailed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );
  };

  if (!allowed.warn && !allowed.ban && !allowed.deleteAccount) {
    return <p className="text-sm text-slate-500">{t('admin.member.outranked')}</p>;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {allowed.warn && (
        <Button
          variant="outline"
          onClick={() => setOpen('warn')}
          aria-label={t('admin.member.warnLabel', { name })}
        >
          {t('admin.member.warn')}
        </Button>
      )}
      {allowed.ban &&
        (member.banned ? (
          <Button
            variant="outline"
            onClick={() => setOpen('unban')}
            aria-label={t('admin.member.unbanLabel', { name })}
          >
            {t('admin.member.unban')}
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => setOpen('ban')}
            aria-label={t('admin.member.banLabel', { name })}
          >
            {t('admin.member.ban')}
          </Button>
        ))}
      {allowed.deleteAccount && (
        <Button
          variant="danger"
          onClick={() => setOpen('delete')}
          aria-label={t('admin.member.deleteLabel', { name })}
        >
          {t('admin.member.delete')}
        </Button>
      )}
      <WarnDialog member={target} open={open === 'warn'} onOpenChange={close} />
      <BanDialog member={target} open={open === 'ban'} onOpenChange={close} />
      <UnbanDialog member={target} open={open === 'unban'} onOpenChange={close} />
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={close}
        title={t('admin.deleteAccount.title', { name })}
        description={t('admin.deleteAccount.description')}
        confirmLabel={t('admin.member.delete')}
        destructive
        busy={remove.isPending}
        confirmDisabled={typed.trim() === ''}
        onConfirm={confirmDeletion}
      >
        <TextField
          label={t('admin.deleteAccount.typeHandle', { username: member.username })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypedWrong(false);
          }}
          error={typedWrong ? t('errors.staffHandleMismatch') : undefined}
        />
      </ConfirmDialog>
    </div>
  );
}
