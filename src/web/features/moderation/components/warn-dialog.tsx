import { useTranslation } from '#web/i18n/react';
import { WARNING_SEVERITIES } from '#shared/constants';
import { warnInputSchema } from '#shared/schemas/moderation';
import { useWarnMember } from '../api/admin';
import { MemberActionDialog, type ActionMember } from './member-action-dialog';

/** Warn a member: a reason and a severity (low unless chosen); they see it on /warning at once. */
export function WarnDialog({
  member,
  open,
  onOpenChange,
}: {
  member: ActionMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const warn = useWarnMember(member.userId);
  return (
    <MemberActionDialog
      schema={warnInputSchema}
      defaultValues={{ reason: '', severity: 'low' }}
      choice={{
        name: 'severity',
        label: t('admin.warn.severity'),
        options: WARNING_SEVERITIES.map((value) => ({ value, label: t(`admin.severity.${value}`) })),
      }}
      texts={{
        title: t('admin.warn.title', { name: member.name }),
        description: t('admin.warn.description'),
        confirm: t('admin.warn.confirm'),
        sending: t('admin.warn.sending'),
        failed: t('admin.toasts.warnFailed'),
        done: t('admin.toasts.warned', { name: member.name }),
      }}
      send={(values) => warn.mutateAsync(values)}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
