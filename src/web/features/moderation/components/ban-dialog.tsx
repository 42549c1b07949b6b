import { useTranslation } from '#web/i18n/react';
import { BAN_DURATIONS, banInputSchema } from '#shared/schemas/moderation';
import { useBanMember } from '../api/admin';
import { MemberActionDialog, type ActionMember } from './member-action-dialog';

/** Ban a member for a number of days or for good; they land on /banned at once. */
export function BanDialog({
  member,
  open,
  onOpenChange,
}: {
  member: ActionMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const ban = useBanMember(member.userId);
  return (
    <MemberActionDialog
      schema={banInputSchema}
      defaultValues={{ reason: '', duration: '1d' }}
      choice={{
        name: 'duration',
        label: t('admin.ban.duration'),
        options: BAN_DURATIONS.map((value) => ({ value, label: t(`admin.ban.durations.${value}`) })),
      }}
      texts={{
        title: t('admin.ban.title', { name: member.name }),
        description: t('admin.ban.description'),
        confirm: t('admin.ban.confirm'),
        sending: t('admin.ban.sending'),
        failed: t('admin.toasts.banFailed'),
        done: t('admin.toasts.banned', { name: member.name }),
      }}
      destructive
      send={(values) => ban.mutateAsync(values)}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
